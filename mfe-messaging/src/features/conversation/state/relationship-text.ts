/** What the icebreakers header needs of a relationship (spec 2 §3 Participant; durations in seconds). */
export interface Relationship {
  is_blog_following_you: boolean;
  is_following_blog: boolean;
  duration_blog_following_you: number;
  duration_following_blog: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/** A human duration, in its largest whole unit: "2 years", "3 months", "5 days", "1 hour"; under a minute "a moment". */
export function humanDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  for (const [size, unit] of UNITS) {
    const n = Math.floor(s / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'}`;
  }
  return 'a moment';
}

/**
 * Spec 2 §8 relationship strings: mutuals (both follow) for the shorter of the two durations, else
 * "Followed you {time} ago", else "Following for {time}", else "Not following each other".
 */
export function relationshipText(r: Relationship): string {
  if (r.is_blog_following_you && r.is_following_blog) {
    return `Mutuals for ${humanDuration(Math.min(r.duration_blog_following_you, r.duration_following_blog))}`;
  }
  if (r.is_blog_following_you) return `Followed you ${humanDuration(r.duration_blog_following_you)} ago`;
  if (r.is_following_blog) return `Following for ${humanDuration(r.duration_following_blog)}`;
  return 'Not following each other';
}
