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
});
export type User = z.infer<typeof UserSchema>;

export const FlagsSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());
export type Flags = Partial<Record<(typeof FEATURE_FLAGS)[number], boolean>>;

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

export const SwitchBlogRequestSchema = z.object({ tumblelog: z.string().min(1) });
