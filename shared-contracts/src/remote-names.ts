/** The five remotes: each is a separately deployed Module Federation container. */
export const REMOTE_NAMES = ['compose', 'messaging', 'blog', 'share', 'activity'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Places in the shell where a remote mounts a widget (a single-spa parcel): two in the header, one above the dashboard feed. */
export const SLOT_NAMES = ['header-inbox', 'header-activity', 'dashboard-compose', 'activity-page'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];
