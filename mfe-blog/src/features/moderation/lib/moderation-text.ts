import { MODERATION_FLAG_INFO, type ModerationFlag, type ModerationLogEntry } from '@dash/shared-contracts';

/** The toast after a flag changed: "Suspended is on for bob." */
export const changedMessage = (name: string, flag: ModerationFlag, value: boolean) =>
  `${MODERATION_FLAG_INFO[flag].label} is ${value ? 'on' : 'off'} for ${name}.`;

/** The toast and the panel's error line after a refusal. */
export const failedMessage = (name: string, flag: ModerationFlag, detail: string) =>
  `Couldn't change ${MODERATION_FLAG_INFO[flag].label} for ${name}. ${detail}`;

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the recent changes: "Suspended on · by root · Jan 5, 2025, 3:04 PM". */
export function logLine(entry: ModerationLogEntry): { what: string; who: string; when: string; iso: string } {
  const label = entry.flag === 'admin' ? 'Admin' : MODERATION_FLAG_INFO[entry.flag].label;
  const date = new Date(entry.created_at * 1000);
  return {
    what: `${label} ${entry.value ? 'on' : 'off'}`,
    who: entry.actor ? `by ${entry.actor}` : 'from the command line',
    when: WHEN.format(date),
    iso: date.toISOString(),
  };
}

/** What anyone who is not an admin is told (the server's own words). */
export const NOT_ADMIN_MESSAGE = 'Only admins can moderate blogs.';

/** The panel's code could not be downloaded. */
export const LOAD_FAILED_MESSAGE = "The moderation panel couldn't be loaded. Check your connection and try again.";

/** The notice on a suspended blog, for its owner or for an admin (shell/README.md says the same). */
export const suspendedNotice = (own: boolean) =>
  own
    ? "This blog is suspended. Only you and the admins can see it, and it can't post, reblog, reply, ask or send messages."
    : 'This blog is suspended: only its owner and admins can see it.';
