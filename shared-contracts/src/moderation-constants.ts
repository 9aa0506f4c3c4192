/**
 * Blog moderation (spec 1 §6 "Spam, nsfw, adult, uniblock and suspended toggles exist on a blog";
 * §7 POST /{flag}/toggle; server/README.md "Moderation"). Zod-free: the admin's moderation panel and
 * the server both read these. Exported by the package index only (not `core`): no first page needs them.
 */
export const MODERATION_FLAGS = ['spam', 'nsfw', 'adult', 'uniblock', 'suspended'] as const;
export type ModerationFlag = (typeof MODERATION_FLAGS)[number];

/** A blog's five flags. */
export type BlogModeration = Record<ModerationFlag, boolean>;

/** What each flag does, as the moderation panel explains it (the server applies these rules). */
export const MODERATION_FLAG_INFO: Record<ModerationFlag, { label: string; effect: string }> = {
  spam: { label: 'Spam', effect: 'Left out of explore, tagged pages, suggestions and search.' },
  nsfw: { label: 'NSFW', effect: 'Its posts are hidden from searches with Safe search on.' },
  adult: { label: 'Adult', effect: 'Its posts are hidden from searches with Safe search on.' },
  uniblock: { label: 'Uniblock', effect: "Can't like, reblog, reply to, follow, ask or message other blogs." },
  suspended: { label: 'Suspended', effect: 'Hidden from everyone but its owner and admins; it cannot post.' },
};

export const isModerationFlag = (value: string): value is ModerationFlag =>
  (MODERATION_FLAGS as readonly string[]).includes(value);
