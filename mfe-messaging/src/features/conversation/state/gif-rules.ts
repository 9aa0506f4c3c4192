import type { GifMedia } from '@dash/shared-contracts';
import type { GifPreview } from './image-rules';

/** Spec 2 §5: the context of a GIF message (sendable: its first segment is messaging-gif). */
export const GIF_CONTEXT = 'messaging-gif';

/** Spec 2 §9 "GIF search": results asked for per query (its image width 250 is the server's choice, see gifPreview). */
export const GIF_SEARCH_LIMIT = 200;
/** The query is sent once typing has stopped this long (the recipient search's debounce, spec 2 §9). */
export const GIF_DEBOUNCE_MS = 250;
/** Results per row of the grid (the window is 320 px wide, or the full width under 480 px). */
export const GIF_COLUMNS = 2;
/** Impressions are logged once the results have stopped scrolling this long (the compose GIF search's rule). */
export const GIF_IMPRESSION_DELAY_MS = 250;

export const GIF_TEXTS = {
  label: 'Search GIFs',
  button: 'Add a GIF',
  panel: 'GIF search',
  loading: 'Searching for GIFs',
  none: 'No GIFs found.',
  failed: "Couldn't search for GIFs.",
  viewAnyway: 'View results anyway',
} as const;

/** A result that can be sent: spec 2 §5, it has a post id and a blog uuid. */
export type SelectableGif = GifMedia & { blogUuid: string };

/**
 * The server sends only GIFs stored in the platform's own media (a post may hot-link one from
 * elsewhere): those live under /media/, on this origin or the one the server names.
 */
export function isSendableGif(mediaUrl: string): boolean {
  try {
    return new URL(mediaUrl, 'http://self.invalid').pathname.startsWith('/media/');
  } catch {
    return false;
  }
}

export function selectableGifs(media: readonly GifMedia[]): SelectableGif[] {
  return media.filter((gif): gif is SelectableGif => Boolean(gif.postId) && Boolean(gif.blogUuid) && isSendableGif(gif.mediaUrl));
}

/** The accessible name of a result button. */
export function gifResultName(gif: Pick<GifMedia, 'postBlog'>): string {
  return `GIF from ${gif.postBlog}`;
}

/**
 * The preview of a chosen GIF. Its URL is the search's `mediaUrl`, sent as it is: the server keeps
 * only a URL that is one of the post's own GIFs, and it picks the 250 px rendition itself (spec 2 §5
 * "rewritten to the 250-pixel size") because only it knows the renditions of its media.
 */
export function gifPreview(gif: SelectableGif): GifPreview {
  return {
    kind: 'gif',
    url: gif.mediaUrl,
    width: gif.width,
    height: gif.height,
    context: GIF_CONTEXT,
    postId: gif.postId,
    blogUuid: gif.blogUuid,
    postBlog: gif.postBlog,
    // Issue 13: the GIF's alt in the post it comes from, which the sender may change before sending.
    alt: gif.alt ?? '',
  };
}

/** The lowercased, trimmed, single-spaced query (what is sent as q); '' searches nothing. */
export function normalizeGifQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
