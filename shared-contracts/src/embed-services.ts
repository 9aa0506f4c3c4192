/**
 * The embed services the server builds from a URL alone (POST /svc/post/get_video_data). One list
 * for both sides: the compose form sends a URL matching a pattern to the server (spec 1 §5 "Embed",
 * case-insensitive, trimmed input) and reads anything else as a pasted embed code; the server builds
 * the iframe from the capture groups. SoundCloud is deliberately absent: its embed needs the track
 * id, which only its oEmbed API can give.
 */
export type EmbedServiceName = 'youtube' | 'vimeo' | 'dailymotion' | 'spotify' | 'dash';

export interface EmbedService {
  name: EmbedServiceName;
  /** Case-insensitive; the capture groups are what the server's builder reads. */
  pattern: RegExp;
}

export const EMBED_SERVICES: readonly EmbedService[] = [
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
  // This product's own post URLs: /p/<id in base 36> and /blog/<name>/post/<id>, on this host.
  { name: 'dash', pattern: /^(?:https?:\/\/[^/]+)?\/(?:p\/([0-9a-z]+)|blog\/[^/]+\/post\/(\d+))\/?(?:[?#].*)?$/i },
];

/** Width sent and used as embed_width when the caller gives none. */
export const DEFAULT_EMBED_WIDTH = 540;

/** The first service whose pattern matches, with its capture groups (a missing group is ''). */
export function matchEmbedService(url: string): { service: EmbedService; groups: string[] } | null {
  for (const service of EMBED_SERVICES) {
    const m = service.pattern.exec(url);
    if (m) return { service, groups: m.slice(1).map((g) => g ?? '') };
  }
  return null;
}

export function isEmbedServiceUrl(url: string): boolean {
  return matchEmbedService(url) !== null;
}
