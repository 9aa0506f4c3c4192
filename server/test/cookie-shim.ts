/**
 * light-my-request (behind fastify.inject) requires the ESM-only `cookie` package, which jest on
 * Node 20 cannot load from CommonJS. It only uses stringifySetCookie for the `cookies` inject option,
 * which these tests do not use; this shim stands in for it.
 */
export function stringifySetCookie(cookie: { name: string; value: string }): string {
  return `${cookie.name}=${encodeURIComponent(cookie.value)}`;
}
export function parseCookie(header: string): Record<string, string> {
  return Object.fromEntries(header.split(';').map((p) => p.trim().split('=') as [string, string]));
}
