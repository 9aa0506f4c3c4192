const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago something was (a note, an edit), as the card shows it (decision, as Bluesky and Mastodon do): a short
 * form ("now", "5m", "3h", "2d", then "Mar 4" or "Mar 4, 2023") and the words a screen reader says
 * ("5 minutes ago", "March 4"). Written out rather than with Intl: a list holds many notes.
 */
export function noteAge(timestamp: number, nowMs: number): { short: string; long: string } {
  const seconds = Math.max(0, Math.floor(nowMs / 1000) - timestamp);
  if (seconds < 60) return { short: 'now', long: 'just now' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { short: `${minutes}m`, long: plural(minutes, 'minute') };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { short: `${hours}h`, long: plural(hours, 'hour') };
  const days = Math.floor(hours / 24);
  if (days < 7) return { short: `${days}d`, long: plural(days, 'day') };
  const date = new Date(timestamp * 1000);
  const month = MONTHS[date.getMonth()] ?? '';
  const sameYear = date.getFullYear() === new Date(nowMs).getFullYear();
  const year = sameYear ? '' : `, ${date.getFullYear()}`;
  return { short: `${month.slice(0, 3)} ${date.getDate()}${year}`, long: `${month} ${date.getDate()}${year}` };
}

/** The full date and time, in the reader's words (a relative time's `title`): "Monday, March 4, 2024 at 3:05 PM". */
export function fullDate(timestamp: number): string {
  return new Date(timestamp * 1000).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
}
