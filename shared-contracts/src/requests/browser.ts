// What browsers get of the request contracts (package.json "browser" maps ./index.ts here in the
// webpack builds of the shell and the remotes). The request schemas validate on the server; the post
// form needs only the tag rules. Add an export here only when a browser package imports it (the test
// in browser.test.ts fails otherwise): each one ships in the contracts chunk before interactive.
export * from './tags';
