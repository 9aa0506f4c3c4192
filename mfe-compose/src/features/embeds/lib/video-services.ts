/**
 * URL patterns of the services the server builds embeds for (POST /svc/post/get_video_data).
 * A copy of server/src/services/embed/services.ts `EMBED_SERVICES` (a remote cannot import server
 * code): keep the two lists the same. Matched case-insensitively against the trimmed input
 * (spec 1 §5 "Embed"); anything else is read as a pasted embed code.
 */
export const VIDEO_SERVICE_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'youtube',
    pattern:
      /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/i,
  },
  { name: 'vimeo', pattern: /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)(?:[?#/].*)?$/i },
  {
    name: 'dailymotion',
    pattern: /^https?:\/\/(?:www\.)?(?:dailymotion\.com\/(?:embed\/)?video\/|dai\.ly\/)([A-Za-z0-9]+)(?:[?#_/].*)?$/i,
  },
  {
    name: 'spotify',
    pattern:
      /^https?:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?(?:embed\/)?(track|album|playlist|episode)\/([A-Za-z0-9]+)(?:[?#].*)?$/i,
  },
  // This product's own post URLs: /p/<id in base 36> and /blog/<name>/post/<id>.
  { name: 'dash', pattern: /^(?:https?:\/\/[^/]+)?\/(?:p\/([0-9a-z]+)|blog\/[^/]+\/post\/(\d+))\/?(?:[?#].*)?$/i },
];

export function isKnownVideoService(input: string): boolean {
  return VIDEO_SERVICE_PATTERNS.some(({ pattern }) => pattern.test(input));
}

/** How long to wait before asking once more when the first answer had no thumbnail (spec 1 §7). */
export const VIDEO_DATA_RETRY_DELAY_MS = 2000;
/** Width sent as embed_width when the caller gives none (the server's default too). */
export const DEFAULT_EMBED_WIDTH = 540;
