import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { ALT_TEXT, sandboxForFrame } from '@dash/shared-contracts';
import { altTextFits, altTextOf } from './alt-text';
import { badRequest } from './app-error';

/** Thrown inside the parser when an inline image's alt is over the limit; sanitizePostHtml names the field. */
class InlineAltTooLong extends Error {}

// The spec 1 §5 allow-list, applied to every HTML field users write, whatever the client did.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'blockquote',
    'ul',
    'ol',
    'li',
    'pre',
    'figure',
    'img',
    'iframe',
    'hr',
    'a',
    'b',
    'i',
    'sub',
    'sup',
    'small',
    // Strikethrough: the editor's meta+shift+6 (spec 1 §9) writes <s>, though §3's tag list omits it.
    's',
    'br',
    'strong',
    'em',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'data-orig-width', 'data-orig-height'],
    // sandbox is always the server's own value (transformTags below), never what was sent.
    iframe: ['src', 'width', 'height', 'frameborder', 'sandbox'],
    hr: ['data-label', 'class'],
  },
  allowedClasses: { hr: ['read-more'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https', 'http'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'noscript', 'meta', 'textarea', 'option'],
  disallowedTagsMode: 'discard',
  // Iframes only to the embed players the product knows (shared-contracts' embed-frames.ts), always sandboxed;
  // any other iframe loses its src here and is then dropped whole by exclusiveFilter.
  transformTags: {
    // Inline images keep their alt as plain text (issue 13): markup reduced to its text, at most
    // 1,000 characters (server/README.md "Alt text"); the serializer escapes what is left.
    img: (tagName, attribs) => {
      if (attribs.alt === undefined) return { tagName, attribs };
      const alt = altTextOf(attribs.alt);
      if (!altTextFits(alt)) throw new InlineAltTooLong();
      return { tagName, attribs: { ...attribs, alt } };
    },
    iframe: (tagName, attribs) => {
      const sandbox = sandboxForFrame(attribs.src);
      if (!sandbox) return { tagName, attribs: {} };
      const { srcdoc: _srcdoc, ...rest } = attribs;
      return { tagName, attribs: { ...rest, sandbox } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !(frame.attribs.src && frame.attribs.sandbox),
};

/**
 * A user's HTML through the allow-list. An inline image whose alt is over 1,000 characters is 400
 * ALT_TEXT.tooLong, naming `field` (the form field it came from).
 */
export function sanitizePostHtml(html: string, field?: string): string {
  try {
    return sanitizeHtml(html, OPTIONS).trim();
  } catch (err) {
    if (err instanceof InlineAltTooLong) throw badRequest(ALT_TEXT.tooLong, field);
    throw err;
  }
}

/**
 * Plain-text fields (titles, chat lines, questions, replies, messages, photo captions, track names):
 * kept exactly as typed, trimmed. They are never HTML: `Tom & Jerry <3` is stored as such and every
 * client renders it as text, escaped once there (issue 7, defect 10). Typed tags stay literal text.
 */
export function plainText(text: string): string {
  return text.trim();
}

/** The visible text of an HTML fragment: tags dropped, entities decoded (summaries, og tags, notifications). */
export function htmlToText(html: string): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeHTML(stripped).replace(/\s+/g, ' ').trim();
}

/** True when a sanitized HTML fragment has no visible content. */
export function isBlankHtml(html: string): boolean {
  return htmlToText(html.replace(/<(img|iframe|hr)\b/gi, 'x<$1')).length === 0;
}
