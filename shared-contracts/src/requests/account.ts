import { z } from 'zod';
import { REQUEST_MAX } from './fields';

/**
 * Account and session requests. Register, login, password change and blog switching
 * (RegisterRequestSchema, LoginRequestSchema, ChangePasswordRequestSchema, SwitchBlogRequestSchema)
 * live in schemas/session.ts beside the session they produce, and are exported from the package root.
 */

/** POST /svc/account/logout and GET /svc/session take no fields. */
export const EmptyRequestSchema = z.object({});

/** POST /svc/session/current_blog: SwitchBlogRequestSchema with a bound on the name. */
export const CurrentBlogRequestSchema = z.object({ tumblelog: z.string().min(1).max(REQUEST_MAX.name) });

/**
 * POST /svc/tour/done: `{ done: true }` when the guided tour was finished or skipped, `{ done: false }`
 * to take it again (the help page). The signed-in user's own flag only: no other key.
 */
export const TourDoneRequestSchema = z.object({ done: z.boolean() }).strict();
export type TourDoneRequest = z.infer<typeof TourDoneRequestSchema>;
