import { z } from 'zod';
import { digits, REQUEST_MAX, text } from './fields';

/** POST /svc/like and /svc/unlike. */
export const LikeRequestSchema = z
  .object({ id: digits().optional(), reblog_key: text(REQUEST_MAX.name).optional() })
  .superRefine((v, ctx) => {
    if (!v.id?.trim()) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Which post? id is missing.', path: ['id'] });
  });

/** POST /svc/follow and /svc/unfollow: a blog name (or id). */
export const FollowRequestSchema = z.object({ tumblelog: text(REQUEST_MAX.name).optional() });

/** POST|DELETE /svc/blog/{name}/subscription. */
// Blog names are at most 32 characters; Fastify refuses any path parameter over 100 (414) before this.
export const BlogNameParamsSchema = z.object({ name: text(64) });

/** GET /svc/following: the signed-in user's followed blogs, most recently followed first. */
export const FollowingQuerySchema = z.object({ offset: digits().optional(), limit: digits().optional() });
