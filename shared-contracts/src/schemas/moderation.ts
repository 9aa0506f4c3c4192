import { z } from 'zod';
import { MODERATION_FLAGS } from '../moderation-constants';

/** A blog's moderation flags (server/README.md "Moderation"). */
export const BlogModerationSchema = z.object({
  spam: z.boolean(),
  nsfw: z.boolean(),
  adult: z.boolean(),
  uniblock: z.boolean(),
  suspended: z.boolean(),
});

/** One change of a flag: who (the admin's user name; null from the command line), what, when. */
export const ModerationLogEntrySchema = z.object({
  flag: z.enum([...MODERATION_FLAGS, 'admin']),
  value: z.boolean(),
  actor: z.string().nullable(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;

/** POST /{flag}/toggle: the flag flipped, its new value, and all five as they are now. */
export const ModerationToggleResponseSchema = z.object({
  tumblelog: z.string(),
  flag: z.enum(MODERATION_FLAGS),
  value: z.boolean(),
  moderation: BlogModerationSchema,
});
export type ModerationToggleResponse = z.infer<typeof ModerationToggleResponseSchema>;

/** GET /svc/moderation/{name}: the blog's flags and its latest changes, newest first (admins only). */
export const ModerationStateResponseSchema = z.object({
  tumblelog: z.string(),
  moderation: BlogModerationSchema,
  log: z.array(ModerationLogEntrySchema),
});
export type ModerationStateResponse = z.infer<typeof ModerationStateResponseSchema>;
