const createRemoteConfig = require('../tools/webpack/remote');

module.exports = createRemoteConfig({
  name: 'activity',
  dir: __dirname,
  exposes: { './app': './src/app/remote-app.tsx' },
});
