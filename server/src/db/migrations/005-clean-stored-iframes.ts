import { Parser } from 'htmlparser2';
import { sql, type Kysely } from 'kysely';

// Iframes in stored post HTML (issue 7, defect 4). The sanitizer now keeps an iframe only for the
// known embed players and this product's own /embed/ and /media/ paths, always sandboxed; posts
// saved before that still hold any iframe, unsandboxed, and some renderers show stored HTML as is.
// This applies the same rule to every stored HTML field: an iframe with any other src (or none:
// srcdoc, javascript:, data:, //host, "..") goes with its content; a kept one is rewritten with
// the sanitizer's iframe attributes and the server's sandbox. Only iframes are touched: every other
// byte of the HTML stays as stored (no second pass of the whole allow-list).
// Migrations are history: this file is never edited once landed, so the rule below is a frozen
// copy of lib/embed-frames.ts and lib/sanitize.ts as of 005, not an import of them.

/** lib/embed-frames.ts EMBED_FRAMES patterns as of 005 (https players in the shape the server builds). */
const PLAYERS = [
  /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{11}(?:[?#][^\s]*)?$/i,
  /^https:\/\/player\.vimeo\.com\/video\/\d+(?:[?#][^\s]*)?$/i,
  /^https:\/\/(?:www\.)?dailymotion\.com\/embed\/video\/[A-Za-z0-9]+(?:[?#][^\s]*)?$/i,
  /^https:\/\/open\.spotify\.com\/embed\/(?:track|album|playlist|episode)\/[A-Za-z0-9]+(?:[?#][^\s]*)?$/i,
];
/** This product's own embeds by relative path (no "//", no "..", no backslash). */
const OWN_FRAME = /^\/(?:embed|media)\/(?!.*(?:\/\/|\.\.|\\))[^\s?#]+(?:[?#][^\s]*)?$/i;
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/** Same-origin frames never get scripts together with same-origin (that pair lifts the sandbox). */
const OWN_SANDBOX = 'allow-presentation';
/** The sanitizer's iframe attributes; sandbox is always the value above, whatever was stored. */
const IFRAME_ATTRIBUTES = new Set(['src', 'width', 'height', 'frameborder', 'sandbox']);

export function sandboxFor(src: string | undefined): string | null {
  const value = src?.trim();
  if (!value) return null;
  if (OWN_FRAME.test(value)) return OWN_SANDBOX;
  return PLAYERS.some((p) => p.test(value)) ? PLAYER_SANDBOX : null;
}

/** sanitize-html's attribute escaping, so a rewritten iframe reads like one the sanitizer writes today. */
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function keptIframe(attribs: Record<string, string>, sandbox: string): string {
  const attrs = Object.entries({ ...attribs, sandbox }).filter(([name]) => IFRAME_ATTRIBUTES.has(name));
  return `<iframe${attrs.map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('')}></iframe>`;
}

/**
 * The HTML with every outermost iframe (open tag to close tag, as htmlparser2 reads it, like the
 * sanitizer that stored it) dropped or rewritten; the bytes around them are copied unchanged.
 * A kept iframe loses its content: browsers never show an iframe's content, and they read it as raw
 * text up to the first `</iframe>` where htmlparser2 reads markup, so keeping it could hide a frame.
 */
export function cleanIframes(html: string): string {
  if (!/<iframe/i.test(html)) return html;
  const edits: { start: number; end: number; text: string }[] = [];
  let depth = 0;
  let current = { start: 0, openEnd: 0, text: '' };
  let ending = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'iframe') return;
        if (depth++ > 0) return; // nested: goes with the outer one
        const sandbox = sandboxFor(attribs.src);
        current = { start: parser.startIndex, openEnd: parser.endIndex, text: sandbox ? keptIframe(attribs, sandbox) : '' };
      },
      onclosetag(name, isImplied) {
        if (name !== 'iframe' || --depth > 0) return;
        // An implied close ends where the closing token of an ancestor starts, at the end of the
        // input, or (self-closing in svg/math) right after the open tag itself.
        let end = parser.endIndex + 1;
        if (ending) end = html.length;
        else if (isImplied && parser.startIndex > current.openEnd) end = parser.startIndex;
        edits.push({ start: current.start, end, text: current.text });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  ending = true;
  parser.end();
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function mapHtml(obj: Json, key: string): void {
  const value = obj[key];
  if (typeof value === 'string') obj[key] = cleanIframes(value);
}

/**
 * The HTML fields of a post's content JSON as of 005 (services/post-form/build-content.ts, actions/answer).
 * source_text is left alone: it is the author's typed source, shown only to them as text in the edit
 * form and sanitized again whenever it is saved.
 */
export function cleanContent(content: Json): Json {
  const out: Json = structuredClone(content);
  for (const key of ['body', 'caption', 'quote', 'source', 'answer']) mapHtml(out, key);
  if (isObject(out.video)) mapHtml(out.video, 'embed_html');
  return out;
}

/** A reblog trail (posts.trail): entries `{ blog, post_id, html }`. */
export function cleanTrail(trail: unknown[]): unknown[] {
  return trail.map((entry) => {
    if (!isObject(entry)) return entry;
    const out = { ...entry };
    mapHtml(out, 'html');
    return out;
  });
}

/** Parses, cleans and re-serializes; null when the stored text is unreadable or unchanged. */
function rewrite(stored: string, clean: (parsed: unknown) => unknown): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null; // unreadable JSON is left as it is; the mapper reads it as {} / []
  }
  const next = JSON.stringify(clean(parsed));
  return next === JSON.stringify(parsed) ? null : next;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const posts = await sql<{ id: number; content: string; trail: string }>`SELECT id, content, trail FROM posts`.execute(trx);
    for (const row of posts.rows) {
      const content = rewrite(row.content, (c) => (isObject(c) ? cleanContent(c) : c));
      const trail = rewrite(row.trail, (t) => (Array.isArray(t) ? cleanTrail(t) : t));
      if (content !== null) await sql`UPDATE posts SET content = ${content} WHERE id = ${row.id}`.execute(trx);
      if (trail !== null) await sql`UPDATE posts SET trail = ${trail} WHERE id = ${row.id}`.execute(trx);
    }
  });
}

/** Nothing to undo: a dropped iframe cannot come back, and a sandbox on a kept one is what every version wants. */
export async function down(): Promise<void> {
  // Intentionally empty.
}
