import { LIMITS } from './constants';

/**
 * The ask rules of spec 3 §5, one copy for both sides: the blog remote's ask form checks a question
 * as it is typed, and the server's AskRequestSchema refuses the same questions with the same words.
 * Zod-free (it ships to browsers in the contracts' core).
 */

/** Spec 3 §5 and §8, word for word. */
export const ASK_MESSAGES = {
  empty: 'You need to enter a question!',
  link: "Sorry, but please don't include links in questions.",
  tooLong: `Questions can be at most ${LIMITS.askMax} characters.`,
} as const;

/** Spec 3 §9: ask limit 500; counter thresholds 100/40/20; toast delay 350 ms; input throttle 100 ms. */
export const ASK_FORM = {
  maxLength: LIMITS.askMax,
  /** The counter of remaining characters shows at this many or fewer. */
  counterVisibleAt: 100,
  /** Warning colour at this many remaining or fewer (down to dangerAt + 1). */
  warningAt: 40,
  /** Danger colour at this many remaining or fewer. */
  dangerAt: 20,
  toastDelayMs: 350,
  inputThrottleMs: 100,
} as const;

/**
 * Top-level domains that make "word.tld" a link (spec 3 §5 "a word followed by a known top-level
 * domain"). The common generic and country ones, minus those that are everyday English words
 * ("in", "it", "to", "me", "be", "is", "at", "so", "no", "my", "us", "am", "do", "go", "as"), because
 * "I loved it.It was" must not count as a link.
 */
export const ASK_LINK_TLDS = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'mil',
  'int',
  'info',
  'biz',
  'io',
  'co',
  'ly',
  'tv',
  'fm',
  'gg',
  'ai',
  'cc',
  'ws',
  'app',
  'dev',
  'xyz',
  'online',
  'site',
  'website',
  'tech',
  'store',
  'shop',
  'blog',
  'club',
  'live',
  'link',
  'top',
  'news',
  'tumblr',
  'uk',
  'ca',
  'de',
  'fr',
  'es',
  'nl',
  'ru',
  'jp',
  'cn',
  'au',
  'br',
  'pl',
  'se',
  'ch',
  'kr',
  'eu',
  'tk',
] as const;

const SCHEME = /\bhttps?:\/\//i;
// "www." at the start of a word ("awww." is not a link).
const WWW = /(?:^|[^\p{L}\p{N}_])www\./iu;
// A letter, digit or hyphen, a dot, a known TLD, and no letter or digit right after it.
const WORD_DOT_TLD = new RegExp(String.raw`[\p{L}\p{N}-]\.(?:${ASK_LINK_TLDS.join('|')})(?![\p{L}\p{N}_-])`, 'iu');

/** True when the text holds a link by the spec's rule: an http(s) scheme, www., or word.tld. */
export function containsLink(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || WORD_DOT_TLD.test(text);
}

/**
 * Newlines are stripped (spec 3 §5): each run of line breaks becomes one space, so pasted lines do
 * not glue their words together.
 */
export function stripNewlines(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/** The question as it is stored: newlines stripped, trimmed. */
export function cleanQuestion(text: string): string {
  return stripNewlines(text).trim();
}

/** What is wrong with a question (the first rule it breaks, in the spec's words), or null. */
export function askQuestionProblem(text: string): string | null {
  const question = cleanQuestion(text);
  if (!question) return ASK_MESSAGES.empty;
  if (question.length > ASK_FORM.maxLength) return ASK_MESSAGES.tooLong;
  if (containsLink(question)) return ASK_MESSAGES.link;
  return null;
}

/**
 * The blog's ask page (spec 3 §2 "/blog/{name} ask page — exact path not shown"): `/blog/{name}/ask`.
 * The shell answers it with the blog over the dashboard and the `blog:ask` command; a visitor logs
 * in first and comes back to it.
 */
export function askPagePath(name: string): string {
  return `/blog/${encodeURIComponent(name)}/ask`;
}

/** The blog name of an ask page address, or null for any other path. */
export function askPageBlogName(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/ask\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]) || null;
  } catch {
    return null;
  }
}
