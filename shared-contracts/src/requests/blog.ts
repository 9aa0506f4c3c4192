import { z } from 'zod';
import { ACTIVITY_FILTER_VALUES, ACTIVITY_PAGE } from '../activity-filters';
import { digits, oneOf, REQUEST_MAX, text } from './fields';

const { name, flag } = REQUEST_MAX;

/** GET /svc/indash_blog/header and /svc/indash_blog/posts (post_id may be the text "null"). */
export const IndashBlogQuerySchema = z.object({
  tumblelog_name_or_id: text(name).optional(),
  post_id: text(REQUEST_MAX.id).optional(),
  limit: digits().optional(),
  offset: digits().optional(),
  /** Only the blog's posts with this tag (the page /blog/{name}/tagged/{tag}). */
  tag: text(name).optional(),
});

/** GET /svc/tumblelog_popover/{name}. */
// Blog names are at most 32 characters; Fastify refuses any path parameter over 100 (414) before this.
export const PopoverParamsSchema = z.object({ name: text(64) });
/**
 * Its optional query (spec 3 §7): `is_tumblelog_popover` and `is_user_mention` say where the popover
 * was asked from; they are checked like every flag and change nothing in the answer.
 */
export const PopoverQuerySchema = z.object({
  is_tumblelog_popover: text(flag).optional(),
  is_user_mention: text(flag).optional(),
});

/** GET /svc/data/tumblelog: one of the user's blogs, with the parts wanted. */
export const BlogDataQuerySchema = z.object({
  tumblelog: text(name).optional(),
  include_activity_data: text(flag).optional(),
  include_activity_notifications: text(flag).optional(),
  /** Only this kind of notification (the activity page's filters, ACTIVITY_FILTERS). */
  type: oneOf(ACTIVITY_FILTER_VALUES).optional(),
  /** The older-page cursor a previous answer gave as `next_cursor`: `{unix seconds}.{id}`. */
  before: z
    .preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string()
        .max(40)
        .regex(/^\d{1,12}\.\d{1,16}$/, 'That page cursor is not valid.'),
    )
    .optional(),
  /** Notifications per page, 1–50 (default 50). */
  limit: digits()
    .refine((v) => v.trim() === '' || (Number(v) >= 1 && Number(v) <= ACTIVITY_PAGE.maxLimit), 'Ask for 1 to 50 notifications.')
    .optional(),
});
