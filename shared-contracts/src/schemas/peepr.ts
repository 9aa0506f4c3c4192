import { z } from 'zod';
import { ALL_POST_TYPES } from '../constants';
import { BlogSchema } from './blog';
import { PostSchema } from './post';

/** GET /svc/indash_blog/header?tumblelog_name_or_id= */
export const BlogHeaderResponseSchema = z.object({ tumblelog: BlogSchema });

/** GET /svc/indash_blog/posts?tumblelog_name_or_id=&post_id=&limit=&offset= */
export const BlogPostsResponseSchema = z.object({
  posts: z.array(PostSchema),
  tumblelog: BlogSchema,
  /** Offset of the next page, or null at the end. */
  next_offset: z.number().int().nullable(),
});
export type BlogPostsResponse = z.infer<typeof BlogPostsResponseSchema>;

/**
 * One post of a blog popover's recent-posts strip (spec 3 §2 screen 2): what a thumbnail or a
 * snippet needs, not the whole post. Only published posts are ever highlighted.
 */
export const HighlightedPostSchema = z.object({
  id: z.string(),
  type: z.enum(ALL_POST_TYPES),
  /** The permalink, /blog/{name}/post/{id}. */
  url: z.string(),
  /** Plain text: the title, question or first words (at most 100 characters); may be empty. */
  summary: z.string(),
  /** A photo's smallest rendition, a video's poster or an album's art; null for words only. */
  thumbnail_url: z.string().nullable(),
  note_count: z.number().int().nonnegative(),
  timestamp: z.number().int(),
});
export type HighlightedPost = z.infer<typeof HighlightedPostSchema>;

/**
 * GET /svc/tumblelog_popover/{name} (spec 3 §7): the blog's header data and its highlighted posts,
 * the most-noted of its latest published posts (server/README.md "Blog popover").
 */
export const BlogPopoverResponseSchema = z.object({
  tumblelog: BlogSchema,
  highlighted_posts: z.array(HighlightedPostSchema),
});
export type BlogPopoverResponse = z.infer<typeof BlogPopoverResponseSchema>;
