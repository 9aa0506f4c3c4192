export const OUTBOX_TITLE = 'Outbox';
export const REPORTS_TITLE = 'Reports';

/** Unix seconds as "2026-11-24 23:03 UTC": the same text on the server and in every browser. */
export function adminTime(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}
