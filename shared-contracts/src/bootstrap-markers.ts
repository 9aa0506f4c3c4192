/**
 * Where the server inlines the bootstrap (schema: bootstrap.ts): `window.__DASH_BOOTSTRAP__`, in
 * place of the `<!--DASH_BOOTSTRAP-->` marker of index.html.
 */
export const BOOTSTRAP_GLOBAL = '__DASH_BOOTSTRAP__';
export const BOOTSTRAP_MARKER = '<!--DASH_BOOTSTRAP-->';
