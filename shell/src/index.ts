// Only an async boundary: shared modules must not be consumed eagerly (ARCHITECTURE pitfalls).
// The chunk is named so the build can put its stylesheets in <head> (tools/webpack/shell.js).
import(/* webpackChunkName: "app" */ './bootstrap');
