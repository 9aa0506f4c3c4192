import { z } from 'zod';

/** One notification of the activity popover (spec 3 §3 "Activity notification"). */
export const NotificationSchema = z.object({
  id: z.string(),
  /**
   * 'photo': a reblog that adds a picture to the post (replies carry text only here; mfe-activity
   * README "Notification types"). 'reblog' with `new_post`: a reblog with commentary.
   */
  type: z.enum(['like', 'reblog', 'follower', 'answer', 'reply', 'ask', 'user_mention', 'photo']),
  timestamp: z.number().int(),
  message: z.string(),
  from_tumblelog: z
    .object({
      name: z.string(),
      avatar_url_48: z.string(),
      avatar_url_128: z.string(),
      tumblr_url: z.string(),
      is_friend: z.boolean(),
    })
    .nullable(),
  post: z
    .object({
      id: z.string(),
      url: z.string(),
      type: z.string(),
      summary: z.string(),
      media_url: z.string().nullable(),
      /** The blog the post is on (the Share button's `share:open`); absent from older servers. */
      blog_name: z.string().optional(),
    })
    .nullable(),
  note_meta: z.object({ answer_text: z.string().optional(), reply_text: z.string().optional() }).nullable(),
  /**
   * The reblog that carries the commentary (types 'reblog' and 'photo'): its address, the words it
   * added (`diff`, plain text) and the words of the post it answers (`quote`, plain text, may be '').
   * Absent when the reblog added nothing or is no longer visible.
   */
  new_post: z.object({ url: z.string(), diff: z.string(), quote: z.string() }).nullable().optional(),
});
export type ActivityNotification = z.infer<typeof NotificationSchema>;

/** GET /svc/data/tumblelog?tumblelog=&include_activity_data=true&include_activity_notifications=true */
export const BlogDataResponseSchema = z.object({
  name: z.string(),
  /** Sparkline series: notes per day for the last 30 days, oldest first. */
  activity_data: z.array(z.number().int().nonnegative()),
  activity_notifications: z.array(NotificationSchema),
  /** The cursor of the next older page (`before`), or null at the end; only with notifications. */
  next_cursor: z.string().nullable().optional(),
});
export type BlogDataResponse = z.infer<typeof BlogDataResponseSchema>;
