import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { sandboxForFrame } from '@dash/shared-contracts';

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
    iframe: (tagName, attribs) => {
      const sandbox = sandboxForFrame(attribs.src);
      if (!sandbox) return { tagName, attribs: {} };
      const { srcdoc: _srcdoc, ...rest } = attribs;
      return { tagName, attribs: { ...rest, sandbox } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !(frame.attribs.src && frame.attribs.sandbox),
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
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
