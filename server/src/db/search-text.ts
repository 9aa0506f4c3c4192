import type SQLite from 'better-sqlite3';
import { Parser } from 'htmlparser2';

/**
 * The words of a post that blog search finds (migration 013 `post_search`), as plain text: the
 * stored content's HTML fields without their markup (tag names, attributes and URLs inside them are
 * not words of the post), its plain-text fields, and the reblog trail's HTML. Tags are indexed by
 * the triggers themselves. Never throws: content that is not JSON has no words.
 */
export function postSearchText(content: unknown, trail: unknown): string {
  const parts: string[] = [];
  const c = objectOf(parseJson(content));
  for (const field of PLAIN_FIELDS) pushText(parts, c[field]);
  for (const field of HTML_FIELDS) pushHtml(parts, c[field]);
  for (const line of arrayOf(c.chat)) {
    const l = objectOf(line);
    pushText(parts, l.label);
    pushText(parts, l.phrase);
  }
  for (const photo of arrayOf(c.photos)) pushText(parts, objectOf(photo).caption);
  const audio = objectOf(c.audio);
  for (const field of ['track_title', 'artist', 'album']) pushText(parts, audio[field]);
  for (const item of arrayOf(parseJson(trail))) pushHtml(parts, objectOf(item).html);
  return parts.join(' ');
}

/** Stored as typed (migration 003 decoded them): indexed as they are. */
const PLAIN_FIELDS = ['title', 'question', 'url', 'excerpt', 'author'] as const;
/** Sanitized HTML (spec 1 §5 allow-list). */
const HTML_FIELDS = ['body', 'caption', 'quote', 'source', 'answer'] as const;

/** Tags that do not separate words (`<b>wo</b>rd` is one word); every other tag does. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'mark',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
]);
const SKIPPED = new Set(['script', 'style', 'template']);

/** The text of an HTML fragment, entities decoded, block boundaries as spaces. */
export function htmlWords(html: string): string {
  let out = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        if (!INLINE.has(name)) out += ' ';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        if (!INLINE.has(name)) out += ' ';
      },
      ontext(text) {
        if (skipping === 0) out += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.replace(/\s+/g, ' ').trim();
}

function pushText(parts: string[], value: unknown) {
  if (typeof value === 'string' && value.trim()) parts.push(value.trim());
}

function pushHtml(parts: string[], value: unknown) {
  if (typeof value === 'string' && value.trim()) {
    const words = htmlWords(value);
    if (words) parts.push(words);
  }
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The SQL name the search triggers call (migration 013). */
export const POST_SEARCH_TEXT_FUNCTION = 'dash_post_search_text';

/**
 * Registers the application's SQL functions on a connection. Every connection that writes posts
 * needs them (the `post_search` triggers call dash_post_search_text): openDatabase does it, and so
 * must any other code that opens the file with better-sqlite3 (the bench seed). Deterministic, so
 * SQLite may use it in triggers and indexes.
 */
export function registerSqlFunctions(sqlite: SQLite.Database): void {
  sqlite.function(POST_SEARCH_TEXT_FUNCTION, { deterministic: true }, (content: unknown, trail: unknown) =>
    postSearchText(content, trail),
  );
}
