/**
 * The iframes post HTML may keep (issue 7, defect 4): the players the server builds for
 * EMBED_SERVICES (embed-services.ts), in exactly the shape it builds them, plus this product's own
 * pages and files by relative path (/embed/..., /media/...). One rule for every side: the server's
 * sanitizer drops any other iframe, its embed builder and CSP frame-src come from this list, and
 * the compose form accepts a pasted embed code only when it holds a frame this rule knows.
 * Plain strings and regular expressions only: no DOM, so the server can use it as it is.
 */
export const EMBED_FRAMES = {
  youtube: {
    src: (id: string) => `https://www.youtube.com/embed/${id}`,
    // youtube-nocookie is YouTube's own privacy-enhanced player, which pasted embed codes may use.
    pattern: /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:[?#][^\s]*)?$/i,
  },
  vimeo: {
    src: (id: string) => `https://player.vimeo.com/video/${id}`,
    pattern: /^https:\/\/player\.vimeo\.com\/video\/\d+(?:[?#][^\s]*)?$/i,
  },
  dailymotion: {
    src: (id: string) => `https://www.dailymotion.com/embed/video/${id}`,
    pattern: /^https:\/\/(?:www\.)?dailymotion\.com\/embed\/video\/[A-Za-z0-9]+(?:[?#][^\s]*)?$/i,
  },
  spotify: {
    src: (kind: string, id: string) => `https://open.spotify.com/embed/${kind}/${id}`,
    pattern: /^https:\/\/open\.spotify\.com\/embed\/(?:track|album|playlist|episode)\/[A-Za-z0-9]+(?:[?#][^\s]*)?$/i,
  },
} as const;

export type EmbedFrameName = keyof typeof EMBED_FRAMES;

/** This product's own embeds: a relative path under /embed/ or /media/ (no "//", no "..", no backslash). */
export const OWN_EMBED_FRAME = /^\/(?:embed|media)\/(?!.*(?:\/\/|\.\.|\\))[^\s?#]+(?:[?#][^\s]*)?$/i;

/**
 * What players need: scripts and their own origin's storage, fullscreen/presentation, and opening
 * the service's page in a new tab. Never top navigation, forms or modals.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/**
 * Same-origin frames must not get allow-scripts together with allow-same-origin (that pair lets the
 * frame lift its own sandbox); our own embeds are media files and pages that need neither.
 */
export const OWN_EMBED_SANDBOX = 'allow-presentation';

/** The sandbox an iframe with this src gets, or null when the src is not one the product knows. */
export function sandboxForFrame(src: string | null | undefined): string | null {
  if (!src) return null;
  const value = src.trim();
  if (OWN_EMBED_FRAME.test(value)) return OWN_EMBED_SANDBOX;
  return Object.values(EMBED_FRAMES).some((f) => f.pattern.test(value)) ? EMBED_SANDBOX : null;
}
