import { z } from 'zod';
import { ALL_POST_TYPES, BLOG_SEARCH } from '../constants';
import { PostSchema } from '../schemas/post';
import { UserSchema } from '../schemas/session';
import { BlogModerationSchema } from '../schemas/moderation';
import { REMOTE_NAMES } from '../remote-names';
import { BlogNameSchema as BlogName, CROSS_WINDOW_TOPIC_SCHEMAS } from './cross-window-schemas';
import type { Topic } from './topics';

/**
 * The payload schema of every bus topic (TOPICS says how each travels). Not exported by the package
 * index: import `@dash/shared-contracts/src/bus/topic-schemas` where payloads are validated, which is
 * in development builds only (the shell's bus), so production browsers never load these nor zod
 * for them (docs/decisions/shared-modules.md).
 */
export const TOPIC_SCHEMAS = {
  ...CROSS_WINDOW_TOPIC_SCHEMAS,
  /** `overlay`: the address is an overlay's (the peepr) over the page at `base`. */
  'route:changed': z.object({
    path: z.string(),
    search: z.string(),
    overlay: z.boolean().optional(),
    base: z.string().optional(),
  }),
  'session:user-changed': z.object({ user: UserSchema }),
  'session:counts-changed': z.object({
    /** `context_tumblelog` of the answer: the acting blog's (and the user's) fields ending `_count`. */
    counts: z.record(z.string(), z.number()).optional(),
    /** +1 after a like, -1 after an unlike: the user's `liked_post_count` (never below 0). */
    likedPostDelta: z.number().int().optional(),
  }),

  'compose:open': z.object({
    mode: z.enum(['new', 'edit', 'reblog']),
    type: z.enum(ALL_POST_TYPES).optional(),
    postId: z.string().optional(),
    reblogKey: z.string().optional(),
  }),
  'compose:open-fast': z.object({}),
  'compose:form-visibility': z.object({ open: z.boolean() }),

  'post:created': z.object({ post: PostSchema }),
  'post:updated': z.object({ post: PostSchema }),
  'post:deleted': z.object({ postId: z.string() }),

  /**
   * `search`: start with the blog search bar open (spec 3 §2 item 3 "can start in search mode");
   * `tag`: start searching this tag term (spec 3 §2 "with a search tag term preset"). Both optional.
   */
  'blog:open': z.object({
    name: BlogName,
    postId: z.string().optional(),
    search: z.boolean().optional(),
    tag: z.string().max(BLOG_SEARCH.termMax).optional(),
  }),
  /** Unfollowing asks for confirmation unless `confirm` is false. */
  'blog:follow': z.object({
    name: BlogName,
    follow: z.boolean(),
    confirm: z.boolean().optional(),
    source: z.string().optional(),
  }),
  'blog:subscribe': z.object({ name: BlogName, subscribe: z.boolean() }),
  /** Block `name` from the current blog, after the spec 1 §8 confirmation. */
  'blog:block': z.object({ name: BlogName, postId: z.string().optional() }),
  /** Ask `name` a question: the blog remote loads its header and opens the ask form over the page. */
  'blog:ask': z.object({ name: BlogName }),
  /** An admin's moderation panel for `name` (only admins are offered it; the server checks again). */
  'blog:moderate': z.object({ name: BlogName }),
  'blog:moderation-changed': z.object({ name: BlogName, moderation: BlogModerationSchema }),
  'blog:overlay-visibility': z.object({ open: z.boolean() }),
  /**
   * `open`: show the blog's `popover` (header card and recent-posts strip; a post card's blog name or
   * avatar) or its `card` (the small blog card; an activity notification) at `anchor`, the trigger's
   * box in viewport pixels. `via`: `hover` (the pointer rested on it), `focus` (keyboard focus rested
   * on it): both close once left; `press` (Enter, Space or a click): it takes focus and stays until
   * Escape, a click outside or Tab out of it. `leave`: the pointer or focus left the trigger.
   * `close`: close it now (Escape on the trigger, the trigger went away).
   */
  'blog:popover': z.union([
    z.object({
      action: z.literal('open'),
      name: BlogName,
      kind: z.enum(['popover', 'card']),
      via: z.enum(['hover', 'focus', 'press']),
      anchor: z.object({ top: z.number(), left: z.number(), width: z.number(), height: z.number() }),
    }),
    z.object({ action: z.enum(['leave', 'close']), name: BlogName }),
  ]),

  'dialog:open': z.object({
    /** Chosen by the asker; the answer comes back as dialog:closed with the same id. */
    id: z.string().min(1),
    title: z.string().min(1),
    body: z.array(z.string()).default([]),
    confirmLabel: z.string().min(1),
    /** Omitted for a one-button alert. */
    cancelLabel: z.string().optional(),
    tone: z.enum(['default', 'danger']).default('default'),
  }),
  'dialog:closed': z.object({ id: z.string().min(1), result: z.enum(['confirm', 'cancel']) }),

  'share:open': z.object({
    postId: z.string(),
    blogName: BlogName,
    /** Where to attach the popover: the bounding box of the share button, in viewport pixels. */
    anchor: z.object({ top: z.number(), left: z.number(), width: z.number(), height: z.number() }),
    /**
     * Added in share 1.2 (older share remotes ignore it and show the panel): 'panel' (default) is the
     * share panel of spec 3 §2 screens 8–12 with the messaging share; 'popover' is the older share
     * popover of screen 11 (options list, then one form), used where a post is shown in the activity context.
     */
    variant: z.enum(['panel', 'popover']).optional(),
  }),

  /**
   * `name`: the blog to talk to. `from`: the own blog that talks (default: the session's current
   * blog). `context`: where it was asked from, for the log (e.g. blog-network, share).
   */
  'messaging:open': z.object({ name: BlogName, from: BlogName.optional(), context: z.string().max(64).optional() }),

  /**
   * `avatarUrl` (optional, added in 1.2: older shells ignore it): a small picture shown before the
   * message, e.g. the recipient's avatar in "Question sent to {blog}" (spec 3 §8). An http(s),
   * same-origin path or data:image URL; the shell shows nothing for anything else.
   */
  'toast:show': z.object({
    message: z.string().min(1),
    tone: z.enum(['info', 'success', 'error']).default('info'),
    avatarUrl: z.string().max(4096).optional(),
  }),
  'shortcuts:suspend': z.object({ reason: z.string() }),
  'shortcuts:resume': z.object({ reason: z.string() }),
  'log:event': z.object({ event: z.string().min(1), data: z.record(z.string(), z.unknown()).default({}) }),
  'remote:status': z.object({
    remote: z.enum(REMOTE_NAMES),
    status: z.enum(['loaded', 'failed', 'refused']),
    code: z.string().optional(),
    message: z.string().optional(),
  }),
} satisfies Record<Topic, z.ZodType>;

/** Why `payload` does not fit `topic`'s schema, or null when it does. */
export function topicPayloadProblem(topic: Topic, payload: unknown): string | null {
  const result = TOPIC_SCHEMAS[topic].safeParse(payload);
  if (result.success) return null;
  return result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
}
