import { z } from 'zod';
import { ABUSE_REASON_VALUES, ABUSE_SUBJECTS } from '../mail-admin-constants';

/** GET|POST /svc/settings/account/connections: the connected accounts (null: none). */
export const ConnectionsSchema = z.object({
  twitter_username: z.string().nullable(),
  facebook_name: z.string().nullable(),
});
export type Connections = z.infer<typeof ConnectionsSchema>;

/** POST /svc/facebook_status: the connected Facebook account (404 when none: the client opens the share window). */
export const FacebookStatusResponseSchema = z.object({ username: z.string(), label: z.string() });
export type FacebookStatusResponse = z.infer<typeof FacebookStatusResponseSchema>;

/** One mail or recorded external share (the outbox table). */
export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  /** share:email, share:twitter, share:blog-email, verify-email, ... */
  kind: z.string(),
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** outbox (kept here only), smtp (sent) or smtp-failed. */
  transport: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

/** GET /svc/admin/outbox: a page, newest first; next_before is the `before` of the next page (null: the last). */
export const OutboxPageSchema = z.object({ entries: z.array(OutboxEntrySchema), next_before: z.string().nullable() });
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

/** GET /svc/abuse/subject: what the form reports, as the viewer may see it. */
export const AbuseSubjectSchema = z.object({
  kind: z.enum(ABUSE_SUBJECTS),
  id: z.string(),
  /** The blog of the post or message, or the blog itself. */
  blog_name: z.string().nullable(),
  /** The post's summary, the blog's title, or the message's text. */
  summary: z.string(),
  /** A page that shows it (the post's permalink, the blog), or null for a message. */
  url: z.string().nullable(),
  /** It is the viewer's own (the form says so instead of offering a report). */
  mine: z.boolean(),
});
export type AbuseSubject = z.infer<typeof AbuseSubjectSchema>;

/** POST /svc/abuse. */
export const AbuseReportResponseSchema = z.object({ reported: z.literal(true), message: z.string() });

/** One stored report (the admins' /admin/reports). */
export const AbuseReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ABUSE_SUBJECTS),
  subject_id: z.string(),
  blog_name: z.string().nullable(),
  excerpt: z.string(),
  url: z.string().nullable(),
  reason: z.enum(ABUSE_REASON_VALUES),
  details: z.string(),
  reporter: z.string(),
  created_at: z.number().int(),
});
export type AbuseReport = z.infer<typeof AbuseReportSchema>;
export const AbuseReportsPageSchema = z.object({ reports: z.array(AbuseReportSchema), next_before: z.string().nullable() });
export type AbuseReportsPage = z.infer<typeof AbuseReportsPageSchema>;
