import { EMBED_FRAMES, type EnvironmentRegistry } from '@dash/shared-contracts';

/** A CSP host-source we accept from configuration: an http(s) origin, `*` allowed only as the port. */
const HOST_SOURCE = /^https?:\/\/[a-z0-9.-]+(?::(?:\d{1,5}|\*))?$/i;

/**
 * The origins the page may load remote code from: every remote's manifest origin (relative URLs are
 * the product's own origin, 'self'), plus the override origins where the environment allows overrides
 * (they are written `http://localhost:*`, which is CSP's own port-wildcard syntax).
 */
export function remoteOrigins(registry: EnvironmentRegistry, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  const origins = new Set<string>();
  for (const remote of Object.values(registry.remotes)) {
    const origin = new URL(remote.manifestUrl, publicUrl).origin;
    if (origin !== own) origins.add(origin);
  }
  if (registry.allowOverrides) {
    for (const pattern of registry.allowedOverrideOrigins) {
      const value = pattern.trim();
      if (HOST_SOURCE.test(value)) origins.add(value.toLowerCase());
    }
  }
  return [...origins];
}

/**
 * Where post embeds may frame from: the players shared-contracts' EMBED_FRAMES builds (youtube-nocookie and the
 * bare dailymotion host are what pasted embed codes may use) plus the product itself ('self').
 */
export const EMBED_FRAME_ORIGINS: readonly string[] = [
  ...new Set([
    ...Object.values(EMBED_FRAMES).map((frame) => new URL(frame.src('x', 'x')).origin),
    'https://youtube.com',
    'https://www.youtube-nocookie.com',
    'https://youtube-nocookie.com',
    'https://dailymotion.com',
  ]),
];

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Who may frame a response: nobody, except the embed endpoints. A post embed (/embed/...) is made to
 * sit on other sites; media files are framed by the product's own posts (own video embeds).
 */
export function frameAncestors(url: string): string {
  if (isUnder(url, '/embed')) return '*';
  if (isUnder(url, '/media')) return "'self'";
  return "'none'";
}

/** Responses other sites may load as subresources (embed script, media, remote bundles). */
export function isSharedAsset(url: string): boolean {
  return isUnder(url, '/embed.js') || isUnder(url, '/media') || isUnder(url, '/mfe') || isUnder(url, '/embed');
}

/** Answers that depend on who asks (API, polling, pages): never stored by a browser or proxy cache. */
export function isPersonalApi(url: string): boolean {
  return isUnder(url, '/svc') || isUnder(url, '/services');
}
