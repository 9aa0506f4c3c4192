import { z } from 'zod';
import { ABUSE_DETAILS_MAX, ABUSE_REASON_VALUES, FACEBOOK_NAME_MAX } from '../mail-admin-constants';
import { digits, oneOf, text } from './fields';

/**
 * POST /svc/settings/account/connections: the connected accounts; a field left out stays, '' removes
 * it. The rules with their own words (mail-admin-constants) are the service's.
 */
export const ConnectionsRequestSchema = z.object({
  twitter_username: text(32).optional(),
  facebook_name: text(FACEBOOK_NAME_MAX * 2).optional(),
});

/** GET /svc/abuse/subject: exactly one of post (an id), blog (a name), message (an id). */
export const AbuseSubjectQuerySchema = z.object({
  post: digits().optional(),
  blog: text(64).optional(),
  message: digits().optional(),
});

/** POST /svc/abuse: the subject (as the query above), the reason and the details. */
export const AbuseReportRequestSchema = AbuseSubjectQuerySchema.extend({
  reason: oneOf(ABUSE_REASON_VALUES),
  details: text(ABUSE_DETAILS_MAX).optional(),
});

/** GET /svc/admin/outbox and /svc/admin/reports: `before` is the last id of the page before. */
export const AdminPageQuerySchema = z.object({ before: digits().optional() });
