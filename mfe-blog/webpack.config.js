const createRemoteConfig = require('../tools/webpack/remote');

module.exports = createRemoteConfig({
  name: 'blog',
  dir: __dirname,
  exposes: { './app': './src/app/remote-app.tsx' },
});
