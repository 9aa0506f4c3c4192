import { BOOTSTRAP_GLOBAL, BOOTSTRAP_MARKER, type Bootstrap } from '@dash/shared-contracts';

/** JSON that is safe inside <script>: nothing in it can close the tag or break a JS string. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's one inline script. `nonce` is the request's CSP nonce (plugins/external/helmet.ts): the
 * policy runs no other inline script. Base64 has no character that could leave the attribute.
 */
export function injectBootstrap(html: string, bootstrap: Bootstrap, nonce: string): string {
  const script = `<script nonce="${nonce}">window.${BOOTSTRAP_GLOBAL} = ${scriptSafeJson(bootstrap)};</script>`;
  if (html.includes(BOOTSTRAP_MARKER)) return html.replace(BOOTSTRAP_MARKER, () => script);
  // A shell build without the marker still gets its bootstrap, before its own scripts run.
  return html.replace('</head>', () => `${script}</head>`);
}
