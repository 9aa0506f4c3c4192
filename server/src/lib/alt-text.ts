import { ALT_TEXT } from '@dash/shared-contracts';
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { badRequest } from './app-error';

/**
 * Alt text (issue 13): an image's description, plain text of at most ALT_TEXT.max (1,000) characters.
 * One cleaning for every place it arrives (photo items, message images, GIFs, blog avatars and header
 * images, `alt` of inline `<img>` in post HTML): server/README.md "Alt text".
 */

/** C0 and C1 control characters, except tab and line feed (a description may have lines). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** What HTML reads as the start of a tag, a comment or a declaration. */
const MARKUP = /<[a-zA-Z/!?]/;
const NON_TEXT_TAGS = ['script', 'style', 'noscript', 'meta', 'textarea', 'option', 'title'];

/**
 * The text an alt value stands for: markup reduced to its text (tags dropped, the contents of
 * scripts and styles too, entities decoded once), control characters removed, line breaks as \n,
 * trimmed. Text without markup is kept exactly as typed (`Tom & Jerry <3`, a literal `&amp;`).
 * No length check: `cleanAltText` adds it.
 */
export function altTextOf(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n');
  if (MARKUP.test(text)) {
    text = decodeHTML(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS }));
  }
  return text.replace(CONTROL, '').trim();
}

/** True when a cleaned alt text is within the limit. */
export const altTextFits = (text: string) => text.length <= ALT_TEXT.max;

/**
 * A request's alt text, cleaned (altTextOf); absent reads as ''. Longer than 1,000 characters once
 * cleaned is 400 with ALT_TEXT.tooLong and the field named as sent, like every request error.
 */
export function cleanAltText(raw: string | null | undefined, field: string): string {
  const text = altTextOf(raw ?? '');
  if (!altTextFits(text)) throw badRequest(ALT_TEXT.tooLong, field);
  return text;
}
