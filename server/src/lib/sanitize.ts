import sanitizeHtml from 'sanitize-html';

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
    iframe: ['src', 'width', 'height', 'frameborder'],
    hr: ['data-label', 'class'],
  },
  allowedClasses: { hr: ['read-more'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https', 'http'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'noscript', 'meta', 'textarea', 'option'],
  disallowedTagsMode: 'discard',
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text: every tag removed (titles, quotes' sources, chat lines, questions). */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags }).trim();
}

/** True when a sanitized HTML fragment has no visible content. */
export function isBlankHtml(html: string): boolean {
  return plainText(html.replace(/<(img|iframe|hr)\b/gi, 'x<$1')).length === 0;
}
