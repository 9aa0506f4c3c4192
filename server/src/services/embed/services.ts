/**
 * The embed services the server builds from a URL alone (POST /svc/post/get_video_data). The client
 * keeps the same list (spec 1 §5: a URL matching a service pattern, case-insensitive, goes to the
 * server); server/README.md lists it too. SoundCloud is deliberately absent: its embed needs the
 * track id, which only its oEmbed API can give.
 */
export interface EmbedService {
  name: 'youtube' | 'vimeo' | 'dailymotion' | 'spotify' | 'dash';
  /** Case-insensitive; the capture groups are what build() reads. */
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

/** The patterns as source strings, for clients that keep the same list. */
export const EMBED_SERVICE_PATTERNS = EMBED_SERVICES.map((s) => ({ name: s.name, pattern: s.pattern.source, flags: 'i' }));

export function matchService(url: string): { service: EmbedService; groups: string[] } | null {
  for (const service of EMBED_SERVICES) {
    const m = service.pattern.exec(url);
    if (m) return { service, groups: m.slice(1).map((g) => g ?? '') };
  }
  return null;
}
