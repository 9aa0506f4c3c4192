const path = require('node:path');
const createShellConfig = require('../tools/webpack/shell');
const createShellServerConfig = require('../tools/webpack/shell-server');

// Two builds from one source: the browser's (dist/, the Module Federation host) and the server
// renderer's (dist-server/render.js, used by the server to render the first page).
module.exports = [
  createShellConfig({
    dir: __dirname,
    runtimePlugins: [path.join(__dirname, 'src/lib/federation/runtime-plugin.ts')],
  }),
  createShellServerConfig({ dir: __dirname }),
];
