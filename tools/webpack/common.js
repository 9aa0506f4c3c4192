const path = require('node:path');

/**
 * Loaders shared by the shell and the remotes: TypeScript/TSX through swc, CSS through css-loader.
 * `server` (the shell's server build) leaves CSS to the browser build and emits no asset files: the
 * imports resolve to the same /shell/ URLs.
 */
function moduleRules({ extractCss = false, server = false }) {
  const cssLoader = extractCss ? require('mini-css-extract-plugin').loader : require.resolve('style-loader');
  const css = server
    ? [{ loader: path.join(__dirname, 'empty-css-loader.js') }]
    : [cssLoader, { loader: require.resolve('css-loader'), options: { importLoaders: 0 } }];
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            // Always the production JSX runtime (react/jsx-runtime): a remote built in development
            // mode must run in a production shell and the other way round, and only
            // react/jsx-runtime is shared by every build (jsx-dev-runtime needs React's dev build).
            transform: { react: { runtime: 'automatic', development: false } },
            target: 'es2022',
          },
        },
      },
    },
    { test: /\.css$/, use: css },
    { test: /\.(png|jpe?g|gif|svg|webp|mp3)$/, type: 'asset/resource', ...(server ? { generator: { emit: false } } : {}) },
  ];
}

const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  // Workspace packages are resolved from source; keep one copy of each dependency.
  modules: [path.resolve(__dirname, '../../node_modules'), 'node_modules'],
  // rxjs's ES2015 build: classes instead of ES5 functions and tslib helpers (smaller, and tslib stays
  // out of the bundles). Every browser the product supports runs ES2022.
  conditionNames: ['es2015', '...'],
};

module.exports = { moduleRules, resolve };
