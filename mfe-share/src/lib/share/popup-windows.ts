import type { SharePopoverData } from '@dash/shared-contracts';

export type PopupNetwork = 'facebook' | 'twitter' | 'pinterest' | 'reddit';

/** A share window: where it goes, its window name and its window.open features (spec 3 §7). */
export interface PopupWindow {
  url: string;
  name: string;
  features: string;
}

type WindowData = Pick<SharePopoverData, 'post_url' | 'post_tiny_url' | 'tumblelog_name' | 'pinterest_share_window'>;

/** The link a network gets: the short one when there is one. */
const linkOf = (data: WindowData) => data.post_tiny_url || data.post_url;

/** The share window of a network, or null when it has none (Pinterest without its configured window). */
export function popupWindow(network: PopupNetwork, data: WindowData): PopupWindow | null {
  const link = encodeURIComponent(linkOf(data));
  switch (network) {
    case 'facebook':
      return {
        url: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
        name: 'facebook_share',
        features: 'width=626,height=436',
      };
    case 'twitter':
      return { url: `https://twitter.com/intent/tweet?url=${link}`, name: 'twitter_share', features: 'width=550,height=420' };
    case 'reddit':
      return {
        url: `https://www.reddit.com/submit?url=${encodeURIComponent(data.post_url)}&title=${encodeURIComponent(`A post from ${data.tumblelog_name}`)}`,
        name: 'reddit_share',
        features: 'width=860,height=600,scrollbars=yes',
      };
    case 'pinterest': {
      const configured = data.pinterest_share_window;
      return configured ? { url: configured.url, name: configured.name, features: configured.dimensions } : null;
    }
  }
}

/**
 * Opens a share window. The third-party page gets no handle on this one (opener cleared). Returns
 * false when the browser blocked it.
 */
export function openPopup(popup: PopupWindow, win: Window = window): boolean {
  const opened = win.open(popup.url, popup.name, popup.features);
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Some browsers make opener read-only on a cross-origin window; nothing to clear then.
  }
  return true;
}
