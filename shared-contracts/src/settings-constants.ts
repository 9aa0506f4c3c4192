/** Limits and lists of the settings pages (issue 10 item 8; server/README.md "Settings"). */
export const SETTINGS_LIMITS = {
  /** A blog's title (the header's h1). */
  blogTitleMax: 255,
  /** A blog's description (plain text under the title). */
  blogDescriptionMax: 1000,
  /** Blogs one account may have (the first one included). */
  blogsPerUser: 10,
  /** Avatar and header uploads: the image upload limit of posts (10 MB). */
  imageBytes: 10 * 1024 * 1024,
} as const;

/** The activity a person can be told about, in the order the notifications page lists them. */
export const NOTIFICATION_KINDS = ['follows', 'likes', 'reblogs', 'replies', 'asks', 'messages'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds the activity list can show (messages are not activity: they have their own inbox). */
export const ACTIVITY_NOTIFICATION_KINDS = ['follows', 'likes', 'reblogs', 'replies', 'asks'] as const;
export type ActivityNotificationKind = (typeof ACTIVITY_NOTIFICATION_KINDS)[number];

/** Where: by email (`email_<kind>`), or in the activity list (`activity_<kind>`). */
export const NOTIFICATION_CHANNELS = ['email', 'activity'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationSettingKey = `email_${NotificationKind}` | `activity_${ActivityNotificationKind}`;

export const NOTIFICATION_SETTING_KEYS: readonly NotificationSettingKey[] = [
  ...NOTIFICATION_KINDS.map((kind) => `email_${kind}` as const),
  ...ACTIVITY_NOTIFICATION_KINDS.map((kind) => `activity_${kind}` as const),
];

/** The activity notification types (server notifications.type) each activity switch shows or hides. */
export const ACTIVITY_TYPES_BY_KIND: Readonly<Record<ActivityNotificationKind, readonly string[]>> = {
  follows: ['follower'],
  likes: ['like'],
  reblogs: ['reblog', 'photo'],
  replies: ['reply'],
  asks: ['ask', 'answer'],
};

/**
 * What an account starts with: everything shows in activity; mail only for what waits on the person
 * (asks and messages), so nobody gets a mail per like unless they ask for it.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<Record<NotificationSettingKey, boolean>> = Object.fromEntries(
  NOTIFICATION_SETTING_KEYS.map((key) => [key, key.startsWith('activity_') || key === 'email_asks' || key === 'email_messages']),
) as Record<NotificationSettingKey, boolean>;

/** A theme colour as the settings store it: #rrggbb, lowercase. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
