const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** An absolute http, https or mailto URL resolved against `base`, or null for anything else. */
export function safeUrl(href: string, base?: string): string | null {
  try {
    const url = base ? new URL(href, base) : new URL(href);
    return ALLOWED.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
