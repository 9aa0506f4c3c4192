// One jest run over every package (ARCHITECTURE "Tests"): front ends in jsdom, server and
// contracts in node. TypeScript goes through swc, like the webpack builds.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.[jt]sx?$': swc },
  // ky and other ESM-only packages are transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../tools/jest/style-stub.js',
    '\\.(png|svg|gif|jpe?g|mp3)$': '<rootDir>/../tools/jest/file-stub.js',
  },
  globals: { __DASH_REMOTE_NAME__: 'test', __DASH_REMOTE_VERSION__: '0.0.0-test', __DASH_CONTRACTS_MAJOR__: 1 },
};
const browser = (name) => ({ ...common, displayName: name, rootDir: `<rootDir>/${name}`, testEnvironment: 'jsdom' });
const node = (name) => ({ ...common, displayName: name, rootDir: `<rootDir>/${name}`, testEnvironment: 'node' });

module.exports = {
  projects: [
    node('shared-contracts'),
    node('server'),
    browser('remote-kit'),
    browser('post-kit'),
    browser('shell'),
    // Quill 2 and its parchment and lodash-es are ESM-only ("type": "module"): transformed too.
    { ...browser('mfe-compose'), transformIgnorePatterns: ['/node_modules/(?!(ky|quill|parchment|lodash-es)/)'] },
    browser('mfe-messaging'),
    browser('mfe-blog'),
    browser('mfe-share'),
    browser('mfe-activity'),
  ].map((p) => ({
    ...p,
    rootDir: p.rootDir.replace('<rootDir>/', __dirname + '/'),
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  })),
};
