import { z } from 'zod';
import { BlogSchema } from './blog';
import { PostSchema } from './post';

/**
 * GET /svc/search/posts/{term} (issue 10, sitewide search): a page of the public posts that match, as
 * the feed shows them, and on the first page (next_offset 0) the blogs whose name or title matches;
 * next_offset is the next page's offset, negative at the end (spec 3 §4).
 */
export const SiteSearchResponseSchema = z.object({
  posts: z.array(PostSchema),
  next_offset: z.number().int().min(-1),
  blogs: z.array(BlogSchema),
});
export type SiteSearchResponse = z.infer<typeof SiteSearchResponseSchema>;
