import { z } from 'zod';
import { PostSchema } from './post';

/**
 * GET /svc/search/blog_search/{blogname}/{term} (spec 3 §3, §7): a page of the blog's posts that
 * match, as the feed shows them; next_offset is the offset of the next page, negative at the end.
 */
export const BlogSearchResponseSchema = z.object({
  posts: z.array(PostSchema),
  next_offset: z.number().int().min(-1),
});
export type BlogSearchResponse = z.infer<typeof BlogSearchResponseSchema>;

/** GET /svc/search/blog_search_typeahead/{blogname}: the blog's tags, most used first. */
export const BlogTypeaheadResponseSchema = z.object({
  tags: z.array(z.object({ tag: z.string() })),
});
export type BlogTypeaheadResponse = z.infer<typeof BlogTypeaheadResponseSchema>;
