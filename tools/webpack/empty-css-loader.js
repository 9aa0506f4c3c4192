// The server build of the shell renders HTML only: the browser build's stylesheet carries the CSS,
// so every CSS import becomes an empty module here.
module.exports = function emptyCssLoader() {
  return 'export {};';
};
