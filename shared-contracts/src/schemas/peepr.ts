import { z } from 'zod';
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
