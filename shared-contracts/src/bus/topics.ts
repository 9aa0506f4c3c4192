import { z } from 'zod';
import { ALL_POST_TYPES } from '../constants';
import { PostSchema } from '../schemas/post';
import { REMOTE_NAMES } from '../schemas/registry';

const BlogName = z.string().min(1);

/**
 * Every bus topic, `domain:event`, with its payload schema and how it travels.
 * - kind 'command' asks an owner to act; commands sent before the owner listens are kept (up to 20)
 *   and handed to the first subscriber, because remotes mount late.
 * - kind 'fact' says what happened; `replay` facts describe state and replay their last value to
 *   late subscribers; `crossWindow` facts are bridged to the other tabs over the window channel.
 */
export const TOPICS = {
  // Session (owner: shell)
  'session:current-blog': { kind: 'fact', replay: true, crossWindow: true, schema: z.object({ name: BlogName }) },
  'session:logged-out': { kind: 'fact', replay: false, crossWindow: true, schema: z.object({}) },
  'route:changed': { kind: 'fact', replay: true, crossWindow: false, schema: z.object({ path: z.string(), search: z.string() }) },

  // Compose (owner: mfe-compose)
  'compose:open': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({
      mode: z.enum(['new', 'edit', 'reblog']),
      type: z.enum(ALL_POST_TYPES).optional(),
      postId: z.string().optional(),
      reblogKey: z.string().optional(),
    }),
  },
  'compose:open-fast': { kind: 'command', replay: false, crossWindow: false, schema: z.object({}) },
  'compose:form-visibility': { kind: 'fact', replay: true, crossWindow: false, schema: z.object({ open: z.boolean() }) },

  // Posts (facts from whoever changed them)
  'post:created': { kind: 'fact', replay: false, crossWindow: false, schema: z.object({ post: PostSchema }) },
  'post:updated': { kind: 'fact', replay: false, crossWindow: false, schema: z.object({ post: PostSchema }) },
  'post:deleted': { kind: 'fact', replay: false, crossWindow: false, schema: z.object({ postId: z.string() }) },

  // Blog (owner: mfe-blog)
  'blog:open': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({ name: BlogName, postId: z.string().optional() }),
  },
  'blog:follow-changed': {
    kind: 'fact',
    replay: false,
    crossWindow: true,
    schema: z.object({ name: BlogName, following: z.boolean() }),
  },

  // Follow, subscribe, block (owner: mfe-blog; spec 1 §4 "Following", spec 3). Anyone may ask.
  /** Unfollowing asks for confirmation unless `confirm` is false. */
  'blog:follow': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({ name: BlogName, follow: z.boolean(), confirm: z.boolean().optional(), source: z.string().optional() }),
  },
  'blog:subscribe': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({ name: BlogName, subscribe: z.boolean() }),
  },
  /** Block `name` from the current blog, after the spec 1 §8 confirmation. */
  'blog:block': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({ name: BlogName, postId: z.string().optional() }),
  },
  'blog:subscription-changed': {
    kind: 'fact',
    replay: false,
    crossWindow: true,
    schema: z.object({ name: BlogName, subscribed: z.boolean(), canSubscribe: z.boolean() }),
  },
  'blog:blocked': { kind: 'fact', replay: false, crossWindow: true, schema: z.object({ name: BlogName, blocked: z.boolean() }) },
  /** The blog-profile overlay (peepr) opened or closed: videos pause while it is open. */
  'blog:overlay-visibility': { kind: 'fact', replay: true, crossWindow: false, schema: z.object({ open: z.boolean() }) },

  // Dialogs (owner: shell; spec 1 §2 "Dialogs": one at a time, the others wait in a queue)
  'dialog:open': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({
      /** Chosen by the asker; the answer comes back as dialog:closed with the same id. */
      id: z.string().min(1),
      title: z.string().min(1),
      body: z.array(z.string()).default([]),
      confirmLabel: z.string().min(1),
      /** Omitted for a one-button alert. */
      cancelLabel: z.string().optional(),
      tone: z.enum(['default', 'danger']).default('default'),
    }),
  },
  'dialog:closed': {
    kind: 'fact',
    replay: false,
    crossWindow: false,
    schema: z.object({ id: z.string().min(1), result: z.enum(['confirm', 'cancel']) }),
  },

  // Share (owner: mfe-share)
  'share:open': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({
      postId: z.string(),
      blogName: BlogName,
      /** Where to attach the popover: the bounding box of the share button, in viewport pixels. */
      anchor: z.object({ top: z.number(), left: z.number(), width: z.number(), height: z.number() }),
    }),
  },

  // Messaging (owner: mfe-messaging)
  'messaging:unread-changed': {
    kind: 'fact',
    replay: true,
    crossWindow: true,
    schema: z.object({ total: z.number().int().nonnegative(), byBlog: z.record(z.string(), z.number().int().nonnegative()) }),
  },

  // Shell services any remote may ask for
  'toast:show': {
    kind: 'command',
    replay: false,
    crossWindow: false,
    schema: z.object({ message: z.string().min(1), tone: z.enum(['info', 'success', 'error']).default('info') }),
  },
  'shortcuts:suspend': { kind: 'command', replay: false, crossWindow: false, schema: z.object({ reason: z.string() }) },
  'shortcuts:resume': { kind: 'command', replay: false, crossWindow: false, schema: z.object({ reason: z.string() }) },
  'log:event': {
    kind: 'fact',
    replay: false,
    crossWindow: false,
    schema: z.object({ event: z.string().min(1), data: z.record(z.string(), z.unknown()).default({}) }),
  },
  'remote:status': {
    kind: 'fact',
    replay: false,
    crossWindow: false,
    schema: z.object({
      remote: z.enum(REMOTE_NAMES),
      status: z.enum(['loaded', 'failed', 'refused']),
      code: z.string().optional(),
      message: z.string().optional(),
    }),
  },
} as const;

export type TopicMap = typeof TOPICS;
export type Topic = keyof TopicMap;
export type TopicPayload<T extends Topic> = z.input<TopicMap[T]['schema']>;
export const CROSS_WINDOW_TOPICS = (Object.keys(TOPICS) as Topic[]).filter((t) => TOPICS[t].crossWindow);
