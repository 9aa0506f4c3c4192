import type { SharePopoverData } from '@dash/shared-contracts';
import { popupWindow, type PopupNetwork, type PopupWindow } from './popup-windows';

/** Spec 3 §4 "Share types". */
export type ShareType = 'popup' | 'subview' | 'callback' | 'href';
export type ShareNetwork = 'permalink' | 'embed' | 'email' | 'facebook' | 'twitter' | 'pinterest' | 'reddit' | 'report';
export type SubviewNetwork = 'embed' | 'email' | 'facebook' | 'twitter';

export type ShareOption =
  | { network: ShareNetwork; label: string; type: 'href'; href: string; newTab: boolean }
  | { network: SubviewNetwork; label: string; type: 'subview' }
  | { network: PopupNetwork; label: string; type: 'popup'; popup: PopupWindow }
  | { network: 'report'; label: string; type: 'callback' };

export interface ShareOptionsContext {
  /** Facebook's connected account could not be read (POST /svc/facebook_status failed): use the window. */
  facebookStatusFailed?: boolean;
}

/** A mailto: link with the post's address, for a visitor's own mail program. */
export function mailtoHref(data: Pick<SharePopoverData, 'post_url' | 'tumblelog_name'>): string {
  const subject = encodeURIComponent(`A post from ${data.tumblelog_name}`);
  return `mailto:?subject=${subject}&body=${encodeURIComponent(data.post_url)}`;
}

/**
 * The options a post offers, in display order, with the share type of each (spec 3 §4): the flags of
 * the share data hide each one; a private post offers none.
 */
export function shareOptions(data: SharePopoverData, context: ShareOptionsContext = {}): ShareOption[] {
  if (data.is_private) return [];
  const options: ShareOption[] = [];
  if (data.show_email) {
    options.push(
      data.has_user
        ? { network: 'email', label: 'Email', type: 'subview' }
        : { network: 'email', label: 'Email', type: 'href', href: mailtoHref(data), newTab: false },
    );
  }
  const popup = (network: PopupNetwork, label: string) => {
    const window = popupWindow(network, data);
    if (window) options.push({ network, label, type: 'popup', popup: window });
  };
  if (data.show_facebook) {
    if (data.has_facebook && !context.facebookStatusFailed)
      options.push({ network: 'facebook', label: 'Facebook', type: 'subview' });
    else popup('facebook', 'Facebook');
  }
  if (data.show_twitter) {
    if (data.twitter_username) options.push({ network: 'twitter', label: 'Twitter', type: 'subview' });
    else popup('twitter', 'Twitter');
  }
  if (data.show_reddit) popup('reddit', 'Reddit');
  if (data.show_pinterest) popup('pinterest', 'Pinterest');
  if (data.show_permalink) {
    options.push({
      network: 'permalink',
      label: data.permalink_label || 'Permalink',
      type: 'href',
      href: data.post_url,
      newTab: true,
    });
  }
  if (data.show_embed) options.push({ network: 'embed', label: 'Embed', type: 'subview' });
  if (data.show_flagging || data.show_reporting_links) options.push({ network: 'report', label: 'Report', type: 'callback' });
  return options;
}

/** The in-app path of the post's abuse form (abuse_url may be absolute: its path and query). */
export function abusePath(abuseUrl: string): string {
  const url = new URL(abuseUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
}
