import { API_ROUTES, FORM_KEY_FIELD, type ApiClient } from '@dash/shared-contracts/core';
import type { SharePopoverData } from '@dash/shared-contracts';

export type SendNetwork = 'email' | 'twitter' | 'facebook' | 'pinterest' | 'reddit';

export interface ShareFields {
  email_address?: string;
  message?: string;
  /** Sent only when the sender allows replies (spec 3 §7). */
  allow_reply_to?: boolean;
  /** True when the share was not written in a form (a popup, the mail-client link). */
  share_fallback?: boolean;
}

type Post = Pick<SharePopoverData, 'post_id' | 'tumblelog_name' | 'tumblelog_share'> & { form_key?: string };

/**
 * POST /svc/share/{network}, form-encoded (spec 3 §7): post_id, tumblelog_name and the form's fields;
 * the client adds the form key (header), and the older popover also serialises it as form_key.
 */
export async function postShare(api: ApiClient, network: SendNetwork, post: Post, fields: ShareFields): Promise<void> {
  // Spec 3 §7: a blog share's mail goes to /svc/email_tumblelog instead of /svc/share/email (tumblelog_share).
  const path =
    network === 'email' && post.tumblelog_share && !fields.share_fallback ? API_ROUTES.emailTumblelog : API_ROUTES.share(network);
  const form: Record<string, string> = { post_id: post.post_id, tumblelog_name: post.tumblelog_name };
  if (fields.email_address !== undefined) form.email_address = fields.email_address.trim();
  if (fields.message !== undefined) form.message = fields.message;
  if (fields.allow_reply_to) form.allow_reply_to = 'true';
  if (fields.share_fallback) form.share_fallback = 'true';
  if (post.form_key) form[FORM_KEY_FIELD] = post.form_key;
  await api.post(path, { form });
}

/** What a popup or the mail-client link reports: only that the share happened (not awaited by anyone). */
export function recordFallbackShare(api: ApiClient, network: SendNetwork, post: Post): void {
  postShare(api, network, post, { share_fallback: true }).catch(() => {
    // The window opened anyway; the record is best effort.
  });
}
