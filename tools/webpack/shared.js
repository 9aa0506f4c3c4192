// Modules every federated build shares as singletons, so React, react-dom, rxjs and the contracts
// load once per page. Subpath imports are shared only through a trailing-slash key
// (react/jsx-runtime, react-dom/client, rxjs/operators): without them React loads twice.
const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] }));

function singleton(name) {
  const { version } = rootPkg(name);
  return { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
}

function sharedModules() {
  const react = singleton('react');
  const reactDom = singleton('react-dom');
  const rxjs = singleton('rxjs');
  return {
    react,
    'react/': react,
    'react-dom': reactDom,
    'react-dom/': reactDom,
    rxjs,
    // rxjs/internal/* (the shell's bus imports Subject and ReplaySubject from there) is bundled where
    // it is imported, tree-shaken, in the app chunk: 3-4 KB gzip instead of the whole shared rxjs
    // (17 KB) or one shared chunk per deep path, each with its own copy of Subject
    // (docs/decisions/shared-modules.md). Remotes that use rxjs's public API still get the singleton.
    'rxjs/': { ...rxjs, exclude: { request: /^internal\// } },
    zod: singleton('zod'),
    'single-spa-react': singleton('single-spa-react'),
    '@dash/shared-contracts': singleton('@dash/shared-contracts'),
    // The zod-free part, which the full contracts re-export: shared on its own so that a page that is
    // not yet interactive needs neither zod nor the schemas, and every build sees one ApiError class.
    '@dash/shared-contracts/core': singleton('@dash/shared-contracts'),
  };
}

module.exports = { sharedModules };
