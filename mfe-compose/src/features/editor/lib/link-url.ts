/** Protocols a link may carry inside the editor (the post-level rule of spec 1 §5). */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tumblr'] as const;
/** Protocols kept when pasting or cleaning HTML (spec 1 §5 "Editor"). */
export const PASTE_LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Schemes that never carry "//": adding http:// in front of them would break them.
const OPAQUE_SCHEMES = new Set(['mailto', 'tumblr']);

/** The link input as typed, trimmed (spec 1 §5). */
export function trimLinkInput(input: string): string {
  return input.trim();
}

/** The scheme of a URL, lowercased, or null for a scheme-less one. */
export function urlScheme(url: string): string | null {
  const match = SCHEME.exec(url.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * The address to open or store: a link without "://" gets "http://" in front (spec 1 §5
 * "Opening a link prepends a scheme when it lacks ://"), except mailto: and tumblr: addresses.
 */
export function withScheme(input: string): string {
  const url = trimLinkInput(input);
  if (url === '' || url.includes('://')) return url;
  const scheme = urlScheme(url);
  if (scheme && OPAQUE_SCHEMES.has(scheme)) return url;
  return `http://${url.replace(/^\/+/, '')}`;
}

/** True when the (already scheme-completed) address uses one of the allowed protocols. */
export function isAllowedLink(url: string, protocols: readonly string[] = LINK_PROTOCOLS): boolean {
  const scheme = urlScheme(url);
  return scheme !== null && protocols.includes(scheme);
}

export type LinkInputResult = { ok: true; href: string } | { ok: false; error: string };

export const LINK_ERRORS = {
  empty: 'Enter a link address.',
  protocol: 'Links must start with http://, https://, mailto: or tumblr://.',
} as const;

/** Validates what the user typed into the link bubble and returns the href to store. */
export function parseLinkInput(input: string): LinkInputResult {
  const typed = trimLinkInput(input);
  const typedScheme = urlScheme(typed);
  // "example.com:8080" is a host and port, not a scheme; "javascript:…" is a scheme we refuse.
  if (typedScheme && !isAllowedLink(typed) && !/^[^:]+:\d/.test(typed)) return { ok: false, error: LINK_ERRORS.protocol };
  const href = withScheme(typed);
  if (href === '') return { ok: false, error: LINK_ERRORS.empty };
  if (!isAllowedLink(href)) return { ok: false, error: LINK_ERRORS.protocol };
  return { ok: true, href };
}
