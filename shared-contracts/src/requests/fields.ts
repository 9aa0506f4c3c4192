import { z } from 'zod';
import { ALT_TEXT } from '../constants';

/**
 * Building blocks of the request schemas. Requests arrive form-encoded (every value a string) or as
 * JSON; JSON numbers and booleans are read as their text so clients that send `{ id: 5 }` keep working.
 */

/** Upper bounds for request text, so an oversized value is a 400 before any service reads it. */
export const REQUEST_MAX = {
  /** Post bodies (HTML, markdown, chat): the request body itself is capped at 1 MB. */
  body: 500_000,
  /** Titles, quotes' sources, captions, questions and other one-line-ish text. */
  text: 10_000,
  /** URLs (links, photo URLs, embed URLs). */
  url: 2_048,
  /** Blog names, uuids, keys, tags and other identifiers. */
  name: 256,
  /** Digits of a row id (Number.MAX_SAFE_INTEGER has 16). */
  id: 16,
  /** Short flags and codes (queue=1, post[state]=on.2). */
  flag: 16,
} as const;

const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);

/** A text field of at most `max` characters; numbers and booleans are read as text. */
export const text = (max: number) => z.preprocess(asText, z.string().max(max));

/** A row id: digits only (form fields carry ids as text; a JSON number is read as its digits). */
export const digits = () =>
  z.preprocess(
    asText,
    z
      .string()
      .max(REQUEST_MAX.id)
      .regex(/^\s*(\d+)?\s*$/),
  );

/**
 * An image's alt text (issue 13): plain text of at most 1,000 characters (the server strips any
 * markup and trims it; services/alt-text.ts). Longer is a 400 in the field's own words.
 */
export const altText = () => z.preprocess(asText, z.string().max(ALT_TEXT.max, ALT_TEXT.tooLong));

/** A yes/no field (queue, anonymous, ...): read as text, the services decide what counts as truthy. */
export const flag = () => text(REQUEST_MAX.flag);

/** One of a fixed list of texts. */
export const oneOf = <T extends [string, ...string[]]>(values: T) => z.preprocess(asText, z.enum(values));

/** A list parameter: `a,b` or repeated keys (`participants[]=a&participants[]=b`). */
export const textList = (max: number, count: number) => z.union([text(max), z.array(text(max)).max(count)]);

/**
 * Form bodies are flat (`post[one]=x`), JSON bodies may nest (`{ post: { one: 'x' } }`). The given
 * group keys are flattened to the form's keys before parsing, so one schema covers both and a field
 * is named as the form names it (`post[two]`) in errors. Anything else is left as sent.
 */
export function flattenGroups(groups: readonly string[]) {
  return (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (groups.includes(key) && inner && typeof inner === 'object' && !Array.isArray(inner)) {
        for (const [sub, v] of Object.entries(inner as Record<string, unknown>)) out[`${key}[${sub}]`] = v;
      } else {
        out[key] = inner;
      }
    }
    return out;
  };
}

const present = (v: unknown) => v !== undefined && !(typeof v === 'string' && v.trim() === '');

/**
 * Several routes take a post id under either of two keys (post_id or id): at least one must be there.
 * The issue names the first key, with the services' words ('Which post? id is missing.').
 */
export function requireOneOf(keys: readonly [string, ...string[]], message = `Which post? ${keys[0]} is missing.`) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (!keys.some((k) => present(value[k]))) ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [keys[0]] });
  };
}

/** The body of a request as an object: a missing or non-object body reads as {} (so "x is missing"). */
export const asObject = (value: unknown): unknown => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
