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

/** Where: by email, or in the activity list (the activity remote may read these later). */
export const NOTIFICATION_CHANNELS = ['email', 'activity'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationSettingKey = `${NotificationChannel}_${NotificationKind}`;

export const NOTIFICATION_SETTING_KEYS = NOTIFICATION_CHANNELS.flatMap((channel) =>
  NOTIFICATION_KINDS.map((kind) => `${channel}_${kind}` as NotificationSettingKey),
);

/**
 * What an account starts with: everything shows in activity; mail only for what waits on the person
 * (asks and messages), so nobody gets a mail per like unless they ask for it.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<Record<NotificationSettingKey, boolean>> = Object.fromEntries(
  NOTIFICATION_SETTING_KEYS.map((key) => [key, key.startsWith('activity_') || key === 'email_asks' || key === 'email_messages']),
) as Record<NotificationSettingKey, boolean>;

/** A theme colour as the settings store it: #rrggbb, lowercase. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
