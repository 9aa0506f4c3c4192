// Webpack configuration of the shell: the Module Federation host. It provides the federation
// runtime to every remote (experiments.provideExternalRuntime) so the runtime ships once, and it
// registers remotes at run time from the environment registry the server inlines.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared');
const { moduleRules, resolve } = require('./common');

/**
 * The federation runtime packages ship both CommonJS and ES module builds. The runtime plugin that
 * provides the runtime to remotes requires the CommonJS build while `import ... from
 * '@module-federation/enhanced/runtime'` resolves the ES one, which bundled both (about 50 KB gzip
 * twice). Every import of these packages resolves to the CommonJS build instead.
 */
function singleFormatFederationRuntime() {
  const packages = ['runtime-core', 'runtime', 'sdk', 'error-codes'];
  return Object.fromEntries(
    packages.map((name) => [
      `@module-federation/${name}$`,
      require.resolve(`@module-federation/${name}`, { paths: [__dirname] }),
    ]),
  );
}

/**
 * The page's CSS belongs in <head>: the server renders the page (issue 8), so its styles must not
 * wait for the app chunk (src/bootstrap.tsx, loaded by the entry) to run. Adds a stylesheet link for
 * every CSS file of that chunk group; mini-css-extract then finds them there and loads none twice.
 */
class AppStylesInHeadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('AppStylesInHeadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AppStylesInHeadPlugin', (data) => {
        const group = compilation.namedChunkGroups.get('app');
        if (!group) throw new Error('src/index.ts must import the app chunk as webpackChunkName "app"');
        const publicPath = compilation.outputOptions.publicPath;
        const css = group.getFiles().filter((file) => file.endsWith('.css'));
        for (const file of css) {
          data.assetTags.styles.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = function createShellConfig({ dir, runtimePlugins = [] }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const contracts = require('../../shared-contracts/package.json');
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: '/shell/',
        uniqueName: 'dash_shell',
        // The entry keeps a plain name: the federation runtime module resolves the entry chunk's
        // filename where no hash exists yet. The server revalidates it (ETag, no-cache); every
        // other chunk is content-hashed and cached for good.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { ...resolve, alias: singleFormatFederationRuntime() },
      module: { rules: moduleRules({ extractCss: true }) },
      performance: { hints: false },
      // html-webpack-plugin minifies index.html (keeping the bootstrap marker); webpack's own HTML
      // minimizer would drop the <!--DASH_BOOTSTRAP--> comment the server replaces.
      optimization: { minimizeOptions: { html: false } },
      plugins: [
        new webpack.DefinePlugin({
          __DASH_CONTRACTS_MAJOR__: JSON.stringify(Number(contracts.version.split('.')[0])),
        }),
        new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
        new AppStylesInHeadPlugin(),
        new HtmlWebpackPlugin({
          template: './src/index.html',
          filename: 'index.html',
          inject: 'head',
          scriptLoading: 'defer',
          // The server replaces the <!--DASH_BOOTSTRAP--> marker: minify, but keep that comment.
          minify:
            mode === 'production'
              ? {
                  collapseWhitespace: true,
                  keepClosingSlash: true,
                  removeComments: true,
                  ignoreCustomComments: [/^\s*DASH_BOOTSTRAP\s*$/],
                  removeRedundantAttributes: true,
                  removeScriptTypeAttributes: true,
                  removeStyleLinkTypeAttributes: true,
                  useShortDoctype: true,
                  minifyCSS: true,
                }
              : false,
        }),
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          manifest: false,
          // target 'web' drops the runtime's Node script loader from the browser build.
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
      ],
    };
  };
};
