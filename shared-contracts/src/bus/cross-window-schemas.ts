import { z } from 'zod';
import type { CrossWindowTopic } from './topics';

export const BlogNameSchema = z.string().min(1);

/**
 * Payload schemas of the facts bridged between tabs. A message from another tab is input this page
 * did not produce (another version of the shell may have sent it), so the window channel checks it
 * in every build; these are small and carry no entity schema.
 */
export const CROSS_WINDOW_TOPIC_SCHEMAS = {
  'session:current-blog': z.object({ name: BlogNameSchema }),
  'session:logged-out': z.object({}),
  'session:logged-in': z.object({ user: z.string().min(1) }),
  /** `user`: the signed-in user's name, so a tab of another user (a stale one) ignores it. */
  'session:tour-done': z.object({ user: z.string().min(1) }),
  'blog:follow-changed': z.object({ name: BlogNameSchema, following: z.boolean() }),
  'blog:subscription-changed': z.object({ name: BlogNameSchema, subscribed: z.boolean(), canSubscribe: z.boolean() }),
  'blog:blocked': z.object({ name: BlogNameSchema, blocked: z.boolean() }),
  'messaging:unread-changed': z.object({
    total: z.number().int().nonnegative(),
    byBlog: z.record(z.string(), z.number().int().nonnegative()),
  }),
} satisfies Record<CrossWindowTopic, z.ZodType>;
