import { z } from 'zod';

/** POST /svc/post/share/{tumblelog_name}/{post_id} answers { share_popover_data } (spec 3 §3). */
export const SharePopoverDataSchema = z.object({
  tumblelog_name: z.string(),
  /** The post's blog uuid (spec 3 §5: the messaging share opens only with it). Optional: older servers lack it. */
  tumblelog_uuid: z.string().optional(),
  post_id: z.string(),
  root_id: z.string(),
  post_url: z.string(),
  post_tiny_url: z.string(),
  embed_key: z.string(),
  embed_did: z.string(),
  embed_code: z.string(),
  abuse_url: z.string(),
  permalink_label: z.string(),
  twitter_username: z.string().nullable(),
  /**
   * The Pinterest "Pin it" window (spec 3 §3): the address, the window name and the window.open
   * features string. Optional: without it (an older server) the panel offers no Pinterest.
   */
  pinterest_share_window: z.object({ url: z.string(), name: z.string(), dimensions: z.string() }).optional(),
  has_facebook: z.boolean(),
  has_user: z.boolean(),
  is_private: z.boolean(),
  tumblelog_share: z.boolean(),
  show_permalink: z.boolean(),
  show_embed: z.boolean(),
  show_email: z.boolean(),
  show_twitter: z.boolean(),
  show_facebook: z.boolean(),
  show_pinterest: z.boolean(),
  show_reddit: z.boolean(),
  show_flagging: z.boolean(),
  show_reporting_links: z.boolean(),
});
export type SharePopoverData = z.infer<typeof SharePopoverDataSchema>;
export const ShareDataResponseSchema = z.object({ share_popover_data: SharePopoverDataSchema });
