import { z } from 'zod';

/** A blog's theme (spec 3 §3 global_theme_params), the subset the product renders. */
export const ThemeSchema = z.object({
  background_color: z.string(),
  title_color: z.string(),
  link_color: z.string(),
  title_font: z.string(),
  title_font_weight: z.enum(['regular', 'bold']),
  avatar_shape: z.enum(['circle', 'square']),
  header_image: z.string().nullable(),
  /** The header image's alt text as the owner wrote it (issue 13); '' when none. Absent from older servers. */
  header_image_alt: z.string().optional(),
  /** The avatar's alt text where it is shown large (the blog's own header); '' when none. */
  avatar_alt: z.string().optional(),
  /**
   * The point of the header image kept in view when it is cropped (x and y from 0 to 1, left/top
   * to right/bottom; spec 3 §3 header_image_focused). Absent: the centre.
   */
  header_image_focus: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  show_header_image: z.boolean(),
  show_avatar: z.boolean(),
  show_title: z.boolean(),
  show_description: z.boolean(),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** A small reference to a blog, embedded in posts, notifications and messages. */
export const BlogRefSchema = z.object({
  name: z.string(),
  uuid: z.string(),
  title: z.string(),
  avatar_url: z.string(),
  url: z.string(),
});
export type BlogRef = z.infer<typeof BlogRefSchema>;

/** A blog as other people see it, with the viewer's relationship to it. */
export const BlogSchema = BlogRefSchema.extend({
  description: z.string(),
  theme: ThemeSchema,
  post_count: z.number().int().nonnegative(),
  follower_count: z.number().int().nonnegative(),
  following: z.boolean(),
  can_subscribe: z.boolean(),
  is_subscribed: z.boolean(),
  asks: z.boolean(),
  anonymous_asks: z.boolean(),
  can_receive_messages: z.boolean(),
  is_mine: z.boolean(),
  is_blocked: z.boolean(),
  /**
   * An admin suspended the blog: only its owner and admins can see it then (anyone else gets 404),
   * so only they ever read `true`. Absent from older servers.
   */
  is_suspended: z.boolean().optional(),
});
export type Blog = z.infer<typeof BlogSchema>;

/** One of the signed-in user's own blogs (a "channel", spec 1 §3 and spec 2 §3). */
export const OwnBlogSchema = BlogRefSchema.extend({
  mention_key: z.string(),
  is_primary: z.boolean(),
  /** Unread items in the blog's inbox (asks and submissions): drives the account badge. */
  unread_count: z.number().int().nonnegative(),
  unread_messages_count: z.number().int().nonnegative(),
  can_send_messages: z.boolean(),
  post_count: z.number().int().nonnegative(),
  follower_count: z.number().int().nonnegative(),
  drafts_count: z.number().int().nonnegative(),
  queue_count: z.number().int().nonnegative(),
  /** An admin suspended this blog: hidden from others, and it cannot post (the dashboard says so). */
  is_suspended: z.boolean().optional(),
});
export type OwnBlog = z.infer<typeof OwnBlogSchema>;

/** GET /svc/following: a page of the blogs the user follows; `next_offset` null at the end. */
export const FollowingResponseSchema = z.object({
  blogs: z.array(BlogSchema),
  total: z.number().int().nonnegative(),
  next_offset: z.number().int().nullable(),
});
export type FollowingResponse = z.infer<typeof FollowingResponseSchema>;

/** GET /svc/suggestions/blogs: blogs a signed-in user might follow (issue 10, first run). */
export const SuggestedBlogsResponseSchema = z.object({ blogs: z.array(BlogSchema) });
export type SuggestedBlogsResponse = z.infer<typeof SuggestedBlogsResponseSchema>;
