/**
 * Connected accounts, the abuse form and the admin pages (issue 11 item 2; server/README.md "Mail,
 * outbox and reports"). Zod-free: the settings form and the abuse form check with these before sending.
 */

/** Twitter's own rule: 1 to 15 letters, digits or underscores (a leading @ is dropped). */
export const TWITTER_USERNAME = /^[A-Za-z0-9_]{1,15}$/;
export const TWITTER_USERNAME_ERROR = 'Twitter usernames are 1 to 15 letters, digits or underscores.';
/** Facebook's rule for names: letters, spaces, periods, hyphens and apostrophes, at most 50. */
export const FACEBOOK_NAME_MAX = 50;
export const FACEBOOK_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,49}$/u;
export const FACEBOOK_NAME_ERROR = `Facebook names are 1 to ${FACEBOOK_NAME_MAX} letters, spaces, periods, hyphens or apostrophes.`;

/** The stored form of a Twitter username as typed ('' when blank), or null when it breaks the rule. */
export function normalizeTwitterUsername(raw: string): string | null {
  const name = raw.trim().replace(/^@/, '');
  if (!name) return '';
  return TWITTER_USERNAME.test(name) ? name : null;
}

/** The stored form of a Facebook name as typed ('' when blank), or null when it breaks the rule. */
export function normalizeFacebookName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return '';
  return FACEBOOK_NAME.test(name) ? name : null;
}

/** What the abuse form reports: `/abuse?post={id}`, `?blog={name}` or `?message={id}`. */
export const ABUSE_SUBJECTS = ['post', 'blog', 'message'] as const;
export type AbuseSubjectKind = (typeof ABUSE_SUBJECTS)[number];

/** The reasons, in the form's order (the value is stored). */
export const ABUSE_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'sensitive', label: "Sensitive content that isn't marked as such" },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'hate', label: 'Hate speech' },
  { value: 'self-harm', label: 'Self-harm' },
  { value: 'other', label: 'Something else' },
] as const;
export type AbuseReason = (typeof ABUSE_REASONS)[number]['value'];
export const ABUSE_REASON_VALUES = ABUSE_REASONS.map((r) => r.value) as [AbuseReason, ...AbuseReason[]];

export const ABUSE_DETAILS_MAX = 1000;
/** "Something else" needs words: details are required for it. */
export const ABUSE_DETAILS_REQUIRED = 'Tell us what is wrong (a few words are enough).';
export const ABUSE_THANKS = 'Thanks, we got your report.';
/** Reports a user may send per hour. */
export const ABUSE_REPORTS_PER_HOUR = 20;

/** Rows of one page of /outbox and /admin/reports. */
export const ADMIN_PAGE_SIZE = 25;
