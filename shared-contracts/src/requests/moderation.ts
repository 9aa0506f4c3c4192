import { z } from 'zod';
import { REQUEST_MAX, text } from './fields';

const present = (v: string | undefined) => v !== undefined && v.trim() !== '';

/** POST /spam/toggle, /nsfw/toggle, /adult/toggle, /uniblock/toggle, /suspended/toggle (spec 1 §7): the blog. */
export const ModerationToggleRequestSchema = z
  .object({ tumblelog: text(REQUEST_MAX.name).optional() })
  .refine((v) => present(v.tumblelog), { message: 'Which blog? tumblelog is missing.', path: ['tumblelog'] });

/** GET /svc/moderation/{name}. Blog names are at most 32 characters (Fastify answers 414 past 100). */
export const ModerationParamsSchema = z.object({ name: text(64) });
