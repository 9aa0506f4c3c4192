import type { z } from 'zod';
import type { RemoteName } from '../remote-names';
import type { TOPIC_SCHEMAS } from './topic-schemas';

/** How a topic travels. Its payload schema is in topic-schemas.ts (zod, development only). */
export interface TopicDefinition {
  readonly kind: 'command' | 'fact';
  readonly replay: boolean;
  readonly crossWindow: boolean;
  /**
   * The remote that carries out a command. The shell loads and mounts it on the first such command
   * (remotes load on first use, issue 8); the command waits in the bus until the owner listens.
   */
  readonly owner?: RemoteName;
}

/**
 * Every bus topic, `domain:event`, and how it travels (no zod here: this module ships to every
 * browser; the payload schemas are in topic-schemas.ts and load in development builds only).
 * - kind 'command' asks an owner to act; commands sent before the owner listens are kept (up to 20)
 *   and handed to the first subscriber, because remotes mount late.
 * - kind 'fact' says what happened; `replay` facts describe state and replay their last value to
 *   late subscribers; `crossWindow` facts are bridged to the other tabs over the window channel.
 */
export const TOPICS = {
  // Session (owner: shell)
  'session:current-blog': { kind: 'fact', replay: true, crossWindow: true },
  'session:logged-out': { kind: 'fact', replay: false, crossWindow: true },
  /**
   * A visitor tab signed in (the login or sign-up form): `user` is the user's name. The cookie is the
   * browser's, so the other tabs showing the visitor session fetch the new one (logout's counterpart).
   */
  'session:logged-in': { kind: 'fact', replay: false, crossWindow: true },
  /**
   * The signed-in user's own fields changed (the dashboard settings page saved a preference): the
   * same user (same name) with the new values. Not replayed: a remote mounted later gets the new user
   * in its props, and an old value could outlive a logout. This tab only: other tabs read it on
   * their next load.
   */
  'session:user-changed': { kind: 'fact', replay: false, crossWindow: false },
  /**
   * A post action's answer changed the viewer's counts (spec 1 §4 "After saving": the `_count` fields
   * of `context_tumblelog`; a like moves the liked count). The shell's session store applies it, so a
   * card in a remote (the blog overlay) keeps the header's counts right. This tab only.
   */
  'session:counts-changed': { kind: 'fact', replay: false, crossWindow: false },
  /**
   * The signed-in user finished (or skipped) the guided tour: the server remembers it, and every tab
   * hides a tour it is showing (issue 11 item 7). Only the end travels: "Take the tour again" in one
   * tab starts it there alone (the others show it on their next dashboard load). Carries the user's
   * name: a tab signed in as someone else ignores it.
   */
  'session:tour-done': { kind: 'fact', replay: false, crossWindow: true },
  'route:changed': { kind: 'fact', replay: true, crossWindow: false },

  // Compose (owner: mfe-compose)
  'compose:open': { kind: 'command', replay: false, crossWindow: false, owner: 'compose' },
  'compose:open-fast': { kind: 'command', replay: false, crossWindow: false, owner: 'compose' },
  'compose:form-visibility': { kind: 'fact', replay: true, crossWindow: false },

  // Posts (facts from whoever changed them)
  'post:created': { kind: 'fact', replay: false, crossWindow: false },
  'post:updated': { kind: 'fact', replay: false, crossWindow: false },
  'post:deleted': { kind: 'fact', replay: false, crossWindow: false },

  // Blog (owner: mfe-blog)
  'blog:open': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  'blog:follow-changed': { kind: 'fact', replay: false, crossWindow: true },
  // Follow, subscribe, block (owner: mfe-blog; spec 1 §4 "Following", spec 3). Anyone may ask.
  'blog:follow': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  'blog:subscribe': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  'blog:block': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  /** Open the ask form for a blog (spec 3 §2 screen 5): the /blog/{name}/ask address, any "Ask" link. */
  'blog:ask': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  /**
   * The blog popover or blog card (spec 3 §2 screens 2 and 17) for a blog name or avatar that the
   * pointer rests on or that is focused or pressed: open it at an anchor, the pointer or focus left
   * the trigger (it closes 300 ms later unless the pointer is in it), or close it now (Escape).
   */
  'blog:popover': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  'blog:subscription-changed': { kind: 'fact', replay: false, crossWindow: true },
  'blog:blocked': { kind: 'fact', replay: false, crossWindow: true },
  /**
   * An admin opens the moderation panel of a blog (the blog page's "Moderation" button): the blog
   * remote draws it (server/README.md "Moderation").
   */
  'blog:moderate': { kind: 'command', replay: false, crossWindow: false, owner: 'blog' },
  /** An admin changed a blog's moderation flags: open views of that blog update (e.g. the suspended notice). */
  'blog:moderation-changed': { kind: 'fact', replay: false, crossWindow: false },
  /** The blog-profile overlay (peepr) opened or closed: videos pause while it is open. */
  'blog:overlay-visibility': { kind: 'fact', replay: true, crossWindow: false },

  // Dialogs (owner: shell; spec 1 §2 "Dialogs": one at a time, the others wait in a queue)
  'dialog:open': { kind: 'command', replay: false, crossWindow: false },
  'dialog:closed': { kind: 'fact', replay: false, crossWindow: false },

  // Share (owner: mfe-share)
  'share:open': { kind: 'command', replay: false, crossWindow: false, owner: 'share' },

  // Messaging (owner: mfe-messaging)
  'messaging:unread-changed': { kind: 'fact', replay: true, crossWindow: true },
  /** Open (or unminimise) a conversation window with a blog: a blog's "Send a message", a share. */
  'messaging:open': { kind: 'command', replay: false, crossWindow: false, owner: 'messaging' },

  // Shell services any remote may ask for
  'toast:show': { kind: 'command', replay: false, crossWindow: false },
  'shortcuts:suspend': { kind: 'command', replay: false, crossWindow: false },
  'shortcuts:resume': { kind: 'command', replay: false, crossWindow: false },
  'log:event': { kind: 'fact', replay: false, crossWindow: false },
  'remote:status': { kind: 'fact', replay: false, crossWindow: false },
} as const satisfies Record<string, TopicDefinition>;

export type TopicMap = typeof TOPICS;
export type Topic = keyof TopicMap;
/** The topics bridged to the other tabs (their schemas always ship: see cross-window-schemas.ts). */
export type CrossWindowTopic = { [T in Topic]: TopicMap[T]['crossWindow'] extends true ? T : never }[Topic];
export type TopicPayload<T extends Topic> = z.input<(typeof TOPIC_SCHEMAS)[T]>;
export const CROSS_WINDOW_TOPICS = (Object.keys(TOPICS) as Topic[]).filter((t): t is CrossWindowTopic => TOPICS[t].crossWindow);
