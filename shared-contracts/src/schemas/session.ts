import { z } from 'zod';
import { EDITOR_TYPES, FEATURE_FLAGS, LIMITS } from '../constants';
import { OwnBlogSchema } from './blog';

export const UserSchema = z.object({
  name: z.string(),
  email: z.string(),
  primary: z.string(),
  can_message: z.boolean(),
  is_sounds_enabled: z.boolean(),
  is_verified_email: z.boolean(),
  default_editor_type: z.enum(EDITOR_TYPES),
  language: z.string(),
  liked_post_count: z.number().int().nonnegative(),
  /** The following count. */
  friend_count: z.number().int().nonnegative(),
  polling_token: z.string(),
  /** The messaging tutorial was seen (POST /svc/conversations/tutorial_seen); absent means not yet. */
  has_seen_messaging_tutorial: z.boolean().optional(),
  /**
   * Messaging may keep several conversation windows open side by side (spec 2 §1 "a setting"; the
   * user's choice in /settings/dashboard). Absent from older servers: one window at a time.
   */
  messaging_multiple_windows: z.boolean().optional(),
  /**
   * The guided tour (spec 3 §2 screen 19) was finished or skipped (POST /svc/tour/done). The shell
   * shows the tour once, to a user with `false`; absent (an older server) means not shown.
   */
  tour_done: z.boolean().optional(),
  /**
   * The user may moderate blogs (the five toggles, server/README.md "Moderation"). Only in the user's
   * own session; absent from older servers (not an admin).
   */
  is_admin: z.boolean().optional(),
  /**
   * Posting a photo without alt text shows the reminder (issue 13); the user may turn it off in
   * /settings/dashboard. Absent from older servers: on.
   */
  alt_text_reminder: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const FlagsSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());
export type Flags = Partial<Record<(typeof FEATURE_FLAGS)[number], boolean>>;

/**
 * Messaging's server data (spec 2 §1 "features switched by server flags", §9 "server data overrides
 * inbox and conversation intervals", the image limit and the favourites append limit). Signed-in
 * sessions carry it; a remote reading a session without it (an older server) uses MESSAGING's defaults.
 */
export const MessagingServerDataSchema = z.object({
  features: z.object({
    minimize: z.boolean(),
    icebreakers: z.boolean(),
    persistence: z.boolean(),
    desktop_notifications: z.boolean(),
    sounds: z.boolean(),
    gif_search: z.boolean(),
    send_photos: z.boolean(),
    tutorial: z.boolean(),
  }),
  inbox_poll_ms: z.number().int().positive(),
  conversation_poll_ms: z.number().int().positive(),
  image_upload_limit_bytes: z.number().int().positive(),
  favorites_append_limit: z.number().int().nonnegative(),
});
export type MessagingServerData = z.infer<typeof MessagingServerDataSchema>;
export type MessagingFeature = keyof MessagingServerData['features'];

/**
 * What the server inlines into index.html (and answers at GET /svc/session): enough for the shell to
 * start without a round trip. A logged-out visitor has user null, no blogs and still a form key.
 */
export const SessionSchema = z.object({
  logged_in: z.boolean(),
  user: UserSchema.nullable(),
  blogs: z.array(OwnBlogSchema),
  current_blog: z.string().nullable(),
  form_key: z.string(),
  flags: FlagsSchema,
  messaging: MessagingServerDataSchema.optional(),
});
export type Session = z.infer<typeof SessionSchema>;

/**
 * A new password (register, change): the length rule. The server also refuses common passwords
 * (a list too big to ship to the browser), with the field named.
 */
export const NewPasswordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Use at least ${LIMITS.passwordMin} characters for your password.`)
  .max(200, 'Use at most 200 characters for your password.');

export const RegisterRequestSchema = z.object({
  email: z.string().trim().email('Enter a valid email address.').max(254),
  password: NewPasswordSchema,
  blog_name: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Choose a blog name.')
    .max(32, 'Blog names can be at most 32 characters.')
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Blog names use letters, numbers and inner hyphens only.'),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.'),
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Enter your current password.'),
  new_password: NewPasswordSchema,
});

/**
 * POST /svc/settings/dashboard: the dashboard preferences a user can change (each optional; at least
 * one). Answers `{ user }`, the user as it is now.
 */
export const DashboardSettingsRequestSchema = z
  .object({
    is_sounds_enabled: z.boolean().optional(),
    messaging_multiple_windows: z.boolean().optional(),
    /** The post form's editor for new posts (rich, html or markdown). */
    default_editor_type: z.enum(EDITOR_TYPES).optional(),
    /** The alt text reminder when posting a photo without a description (issue 13). */
    alt_text_reminder: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Choose a setting to change.');
export type DashboardSettingsRequest = z.infer<typeof DashboardSettingsRequestSchema>;
export const DashboardSettingsResponseSchema = z.object({ user: UserSchema });
export type DashboardSettingsResponse = z.infer<typeof DashboardSettingsResponseSchema>;

/** POST /svc/tour/done answers the user as it is now (`tour_done` set), like the dashboard settings. */
export const TourDoneResponseSchema = z.object({ user: UserSchema });
export type TourDoneResponse = z.infer<typeof TourDoneResponseSchema>;

export const SwitchBlogRequestSchema = z.object({ tumblelog: z.string().min(1) });
