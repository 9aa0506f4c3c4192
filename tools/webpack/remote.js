// Webpack configuration of a remote: a Module Federation container with the runtime taken from
// the host (experiments.externalRuntime), a manifest, and its build identity injected as constants.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared');
const { moduleRules, resolve } = require('./common');

/**
 * @param {{ name: string, dir: string, exposes: Record<string, string> }} options
 * Environment: DASH_REMOTE_VERSION (default: package.json version), DASH_CONTRACTS_MAJOR
 * (default: the contracts package major; a different value builds a deliberately incompatible
 * remote for tests), DASH_OUT_DIR (default: <remote>/dist).
 */
module.exports = function createRemoteConfig({ name, dir, exposes }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const contracts = require('../../shared-contracts/package.json');
    const version = process.env.DASH_REMOTE_VERSION || pkg.version;
    const contractsMajor = Number(process.env.DASH_CONTRACTS_MAJOR || contracts.version.split('.')[0]);
    return {
      mode,
      context: dir,
      entry: {},
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: process.env.DASH_OUT_DIR || path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `dash_${name}`,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve,
      module: { rules: moduleRules({ extractCss: false }) },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          __DASH_REMOTE_NAME__: JSON.stringify(name),
          __DASH_REMOTE_VERSION__: JSON.stringify(version),
          __DASH_CONTRACTS_MAJOR__: JSON.stringify(contractsMajor),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: { externalRuntime: true },
        }),
      ],
    };
  };
};
