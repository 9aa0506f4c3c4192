// Webpack configuration of the shell's server entry (src/ssr/render.tsx): the same components as
// the browser build, bundled for Node as one CommonJS file the server's pages route requires
// (dist-server/render.js). CSS is left to the browser build; asset imports resolve to the same
// /shell/ URLs as there, without emitting files.
const path = require('node:path');
const webpack = require('webpack');
const { moduleRules, resolve } = require('./common');

module.exports = function createShellServerConfig({ dir }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const contracts = require('../../shared-contracts/package.json');
    return {
      name: 'shell-server',
      mode,
      target: 'node20',
      context: dir,
      entry: { render: './src/ssr/render.tsx' },
      devtool: false,
      output: {
        path: path.join(dir, 'dist-server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        publicPath: '/shell/',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve,
      module: { rules: moduleRules({ server: true }) },
      // One file: the lazy chunks of the browser (video.js, the account menu…) are never rendered here.
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        // The browser loads most pages on demand (src/app/pages/index.ts); the server renders them
        // directly, so its HTML is whole before any script runs.
        new webpack.NormalModuleReplacementPlugin(/^\.\/pages$/, (resource) => {
          if (path.basename(resource.context) === 'app') resource.request = './pages/pages.server';
        }),
        new webpack.DefinePlugin({
          __DASH_CONTRACTS_MAJOR__: JSON.stringify(Number(contracts.version.split('.')[0])),
        }),
      ],
    };
  };
};
