/**
 * The abuse form's reasons in its order, with their words (the value is what the server stores), and
 * the details' limit. Kept here, not taken from the contracts' core, so the first page's shared core
 * does not carry the form's words; abuse-reasons.test.ts checks them against the server's contract
 * (ABUSE_REASON_VALUES, ABUSE_DETAILS_MAX). The abuse form and the admins' reports page use them.
 */
export const ABUSE_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'sensitive', label: "Sensitive content that isn't marked as such" },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'hate', label: 'Hate speech' },
  { value: 'self-harm', label: 'Self-harm' },
  { value: 'other', label: 'Something else' },
] as const;
export type AbuseReasonValue = (typeof ABUSE_REASONS)[number]['value'];

export const ABUSE_DETAILS_MAX = 1000;
export const ABUSE_DETAILS_REQUIRED = 'Tell us what is wrong (a few words are enough).';

export const abuseReasonLabel = (value: string): string => ABUSE_REASONS.find((r) => r.value === value)?.label ?? value;
