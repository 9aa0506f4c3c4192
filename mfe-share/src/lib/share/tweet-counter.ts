import { SHARE_LIMITS } from './limits';

/** Characters a tweet counts: its code points, with each "[URL]" counting `urlLength`. */
export function tweetLength(text: string, urlLength: number): number {
  const parts = text.split(SHARE_LIMITS.urlToken);
  const plain = parts.reduce((sum, part) => sum + Array.from(part).length, 0);
  return plain + (parts.length - 1) * urlLength;
}

export interface TweetCount {
  /** What the tweet counts. */
  count: number;
  /** What is left of the 140; negative when over. */
  remaining: number;
  valid: boolean;
}

/** The share panel's counter (spec 3 §5): "[URL]" counts 23; valid when 0 < count <= 140; "exceeding" below 0. */
export function panelTweetCount(text: string): TweetCount & { exceeding: boolean } {
  const count = tweetLength(text, SHARE_LIMITS.panelUrlLength);
  const remaining = SHARE_LIMITS.tweet - count;
  return { count, remaining, valid: count > 0 && count <= SHARE_LIMITS.tweet, exceeding: remaining < 0 };
}

/**
 * The older popover's counter: "[URL]" counts 24; a warning style below 10 remaining; invalid below 0
 * or at exactly 140 remaining (nothing written).
 */
export function popoverTweetCount(text: string): TweetCount & { warning: boolean } {
  const count = tweetLength(text, SHARE_LIMITS.popoverUrlLength);
  const remaining = SHARE_LIMITS.tweet - count;
  return { count, remaining, valid: remaining >= 0 && remaining !== SHARE_LIMITS.tweet, warning: remaining < 10 };
}
