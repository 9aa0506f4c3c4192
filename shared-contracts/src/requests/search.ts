import { z } from 'zod';
import { BLOG_SEARCH, BLOG_SEARCH_POST_ROLES, BLOG_SEARCH_POST_TYPES, BLOG_SEARCH_SORTS } from '../constants';
import { SITE_SEARCH, SITE_SEARCH_SORTS } from '../site-search';
import { digits, oneOf, REQUEST_MAX, text } from './fields';

/** POST /svc/search/inline_gif. Empty q and a bad limit keep the service's words. */
export const GifSearchRequestSchema = z.object({
  q: text(REQUEST_MAX.name).optional(),
  limit: digits().optional(),
  context: text(REQUEST_MAX.name).optional(),
});

/** The words for a search without a term (the GIF search says the same). */
export const EMPTY_SEARCH_TERM = 'Type something to search.';

// Blog names are at most 32 characters (LIMITS.blogNameMax); 64 leaves room and still bounds the lookup.
const blogname = text(64);

/** A whole number in [min, max] sent as text; empty reads as absent (the service's default). */
const count = (min: number, max: number) =>
  digits()
    .transform((v) => (v.trim() === '' ? undefined : Number(v)))
    .refine((n) => n === undefined || (n >= min && n <= max));

/** One of the spec's upper-case codes, in any case (`created_desc` too). */
const code = <T extends [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(values));

/**
 * GET /svc/search/blog_search/{blogname}/{term} path (spec 3 §7). The term is trimmed; empty is a
 * 400 (spec 3 §5 "an empty term does nothing": the client never sends one), longer than
 * BLOG_SEARCH.termMax a 400.
 */
const searchTerm = (max: number) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1, EMPTY_SEARCH_TERM).max(max));

export const BlogSearchParamsSchema = z.object({ blogname, term: searchTerm(BLOG_SEARCH.termMax) });

/** Its query: the blog-search model's fields (spec 3 §3), each optional with the model's default. */
export const BlogSearchQuerySchema = z.object({
  next_offset: count(0, BLOG_SEARCH.maxOffset).optional(),
  limit: count(1, BLOG_SEARCH.maxLimit).optional(),
  sort: code([...BLOG_SEARCH_SORTS]).optional(),
  post_type: code([...BLOG_SEARCH_POST_TYPES]).optional(),
  post_role: code([...BLOG_SEARCH_POST_ROLES]).optional(),
  filter_nsfw: oneOf(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type BlogSearchQuery = z.output<typeof BlogSearchQuerySchema>;

/** GET /svc/search/blog_search_typeahead/{blogname}?q= (spec 3 §7): q is optional. */
export const BlogTypeaheadParamsSchema = z.object({ blogname });
export const BlogTypeaheadQuerySchema = z.object({ q: text(BLOG_SEARCH.termMax).optional() });

/** GET /svc/search/posts/{term} (issue 10, sitewide search): the term as blog search's. */
export const SiteSearchParamsSchema = z.object({ term: searchTerm(SITE_SEARCH.termMax) });

/**
 * Its query: blog search's fields, sort `top` (the default) or `CREATED_DESC` (spec 3 §2: "recent
 * maps to CREATED_DESC; anything else maps to top"), post types in any case (the page sends them
 * lowercase).
 */
export const SiteSearchQuerySchema = z.object({
  next_offset: count(0, SITE_SEARCH.maxOffset).optional(),
  limit: count(1, SITE_SEARCH.maxLimit).optional(),
  sort: code([...SITE_SEARCH_SORTS]).optional(),
  post_type: code([...BLOG_SEARCH_POST_TYPES]).optional(),
  post_role: code([...BLOG_SEARCH_POST_ROLES]).optional(),
  filter_nsfw: oneOf(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type SiteSearchQuery = z.output<typeof SiteSearchQuerySchema>;
