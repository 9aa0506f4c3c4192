import { z } from 'zod';
import { altText, flattenGroups } from '../requests/fields';
import { HEX_COLOR, NOTIFICATION_SETTING_KEYS, SETTINGS_LIMITS, type NotificationSettingKey } from '../settings-constants';
import { TITLE_FONT_NAMES } from '../title-fonts';
import { OwnBlogSchema, ThemeSchema } from './blog';
import { RegisterRequestSchema, UserSchema } from './session';

/**
 * The settings pages' requests and answers (issue 10 item 8; server/README.md "Settings"). The
 * server validates with these and the shell checks its forms with the same schemas.
 */

const SETTING_MISSING = 'Choose a setting to change.';
const atLeastOne = (value: object) => Object.keys(value).length > 0;

// ---- Account -------------------------------------------------------------------------------

const currentPassword = z.string().min(1, 'Enter your current password.').max(200, 'Use at most 200 characters.');

/** POST /svc/settings/account/email: the new address (unverified until its link is followed). */
export const ChangeEmailRequestSchema = z.object({
  email: z.string().trim().email('Enter a valid email address.').max(254, 'Use at most 254 characters.'),
  password: currentPassword,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;
/** The user as it is now (`email` the new address, `is_verified_email` false). */
export const ChangeEmailResponseSchema = z.object({ user: UserSchema });

/** POST /svc/settings/account/delete: answers the visitor Session (the account and its session are gone). */
export const DeleteAccountRequestSchema = z.object({ password: currentPassword });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** POST /svc/account/blogs: a new blog for the signed-in user; answers the Session with it. */
export const CreateBlogRequestSchema = z.object({
  blog_name: RegisterRequestSchema.shape.blog_name,
});
export type CreateBlogRequest = z.infer<typeof CreateBlogRequestSchema>;

// ---- Blog settings -------------------------------------------------------------------------

const color = z
  .string()
  .regex(HEX_COLOR, 'Use a colour like #1a2b3c.')
  .transform((v) => v.toLowerCase());

/** A focus coordinate, 0 to 1: a JSON number, or its digits (at most 20) in a form or multipart field. */
const focus = z.preprocess(
  (v) => (typeof v === 'string' && v.length <= 20 && /^\s*\d*\.?\d+\s*$/.test(v) ? Number(v) : v),
  z.number().min(0, 'The focus point is between 0 and 1.').max(1, 'The focus point is between 0 and 1.'),
);

/**
 * POST /svc/settings/blog/{name}: any of the blog's settings (at least one; no other key). Booleans
 * are JSON booleans (a form sends true/false/1/0). `remove_header_image: true` takes the header
 * image away; a new one is uploaded to /svc/settings/blog/{name}/header.
 */
export const BlogSettingsRequestSchema = z
  .object({
    title: z
      .string()
      .trim()
      .max(SETTINGS_LIMITS.blogTitleMax, `Titles can be at most ${SETTINGS_LIMITS.blogTitleMax} characters.`)
      .optional(),
    description: z
      .string()
      .trim()
      .max(SETTINGS_LIMITS.blogDescriptionMax, `Descriptions can be at most ${SETTINGS_LIMITS.blogDescriptionMax} characters.`)
      .optional(),
    background_color: color.optional(),
    title_color: color.optional(),
    link_color: color.optional(),
    title_font: z.enum(TITLE_FONT_NAMES).optional(),
    title_font_weight: z.enum(['regular', 'bold']).optional(),
    avatar_shape: z.enum(['circle', 'square']).optional(),
    show_header_image: z.boolean().optional(),
    show_avatar: z.boolean().optional(),
    show_title: z.boolean().optional(),
    show_description: z.boolean().optional(),
    header_focus_x: focus.optional(),
    header_focus_y: focus.optional(),
    remove_header_image: z
      .boolean()
      .refine((v) => v, 'Send remove_header_image as true to take the header image away.')
      .optional(),
    /** The avatar's and the header image's alt text (issue 13): plain text, at most 1,000 characters. */
    avatar_alt: altText().optional(),
    header_image_alt: altText().optional(),
    /** The blog takes questions (spec 3 §8). */
    asks: z.boolean().optional(),
    /** ... and lets them be asked anonymously. */
    anonymous_asks: z.boolean().optional(),
    /** Who may message the blog: only blogs its owner follows (428 for others, migration 010). */
    messages_from_followed_only: z.boolean().optional(),
  })
  .strict()
  .refine(atLeastOne, SETTING_MISSING);
export type BlogSettingsRequest = z.infer<typeof BlogSettingsRequestSchema>;

/** The switches of BlogSettingsRequestSchema (a form's true/false/1/0 are read as booleans only for these). */
export const BLOG_SETTINGS_SWITCHES = [
  'show_header_image',
  'show_avatar',
  'show_title',
  'show_description',
  'asks',
  'anonymous_asks',
  'messages_from_followed_only',
  'remove_header_image',
] as const;

/** The text fields sent beside the file of POST /svc/settings/blog/{name}/header. */
export const HeaderImageFieldsSchema = z
  .object({ header_focus_x: focus.optional(), header_focus_y: focus.optional(), header_image_alt: altText().optional() })
  .strict();

/**
 * The text fields read beside the file of POST /svc/settings/blog/{name}/avatar: its alt text (issue 13).
 * Other fields are ignored, as before.
 */
export const AvatarImageFieldsSchema = z.object({ avatar_alt: altText().optional() });

/** GET /svc/settings/blog/{name} and /svc/settings/blog/{name}/{avatar|header}: the blog's path parameter. */
export const BlogSettingsParamsSchema = z.object({ name: z.string().min(1).max(64) });

/** A blog's settings as its owner edits them. */
export const BlogSettingsSchema = z.object({
  name: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  avatar_url: z.string(),
  theme: ThemeSchema,
  asks: z.boolean(),
  anonymous_asks: z.boolean(),
  messages_from_followed_only: z.boolean(),
  twitter_send_posts: z.boolean(),
  facebook_opengraph_send_posts: z.boolean(),
});
export type BlogSettings = z.infer<typeof BlogSettingsSchema>;

/** Every blog settings call answers the settings and the blog as the session lists it. */
export const BlogSettingsResponseSchema = z.object({ settings: BlogSettingsSchema, blog: OwnBlogSchema });
export type BlogSettingsResponse = z.infer<typeof BlogSettingsResponseSchema>;

const onOff = z.enum(['on', 'off']);
const TWITTER = 'tumblelog[twitter_send_posts]';
const FACEBOOK = 'tumblelog[facebook_opengraph_send_posts]';

/**
 * POST /settings/save (spec 1 §7, spec 3 §7): tumblelog_name_or_id, page, and either sharing switch
 * as on or off (a form's `tumblelog[...]` keys, or `{ tumblelog: { ... } }` in JSON).
 */
export const SettingsSaveRequestSchema = z.preprocess(
  flattenGroups(['tumblelog']),
  z
    .object({
      tumblelog_name_or_id: z.string().trim().min(1, 'Which blog? tumblelog_name_or_id is missing.').max(256),
      page: z.string().max(256).optional(),
      [TWITTER]: onOff.optional(),
      [FACEBOOK]: onOff.optional(),
    })
    .refine((v) => v[TWITTER] !== undefined || v[FACEBOOK] !== undefined, SETTING_MISSING),
);
export type SettingsSaveRequest = z.infer<typeof SettingsSaveRequestSchema>;

// ---- Notifications -------------------------------------------------------------------------

const notificationShape = Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean()])) as Record<
  NotificationSettingKey,
  z.ZodBoolean
>;

/** Which activity reaches the person by email and which shows in the activity list. */
export const NotificationSettingsSchema = z.object(notificationShape);
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** POST /svc/settings/notifications: any of the switches (at least one; no other key). */
export const NotificationSettingsRequestSchema = NotificationSettingsSchema.partial()
  .strict()
  .refine(atLeastOne, SETTING_MISSING);
export type NotificationSettingsRequest = z.infer<typeof NotificationSettingsRequestSchema>;

/** GET and POST /svc/settings/notifications answer the settings as they are now. */
export const NotificationSettingsResponseSchema = z.object({ notifications: NotificationSettingsSchema });
