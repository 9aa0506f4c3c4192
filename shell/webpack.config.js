const path = require('node:path');
const createShellConfig = require('../tools/webpack/shell');

module.exports = createShellConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/lib/federation/runtime-plugin.ts')],
});
