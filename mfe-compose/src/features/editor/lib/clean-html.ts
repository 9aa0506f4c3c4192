import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { normalizeForeignMarkup } from './foreign-markup';
import { PASTE_LINK_PROTOCOLS } from './link-url';

/** The spec 1 §3 "Editor content" tags, plus br (Quill's empty line) and s (strikethrough, see README). */
export const RICH_TAGS = ['p', 'h2', 'blockquote', 'ul', 'ol', 'li', 'pre', 'figure', 'img', 'iframe', 'hr'] as const;
export const INLINE_TAGS = ['a', 'b', 'i', 's', 'sub', 'sup', 'small', 'br'] as const;
/** Spec 1 §5: the plain-text editor allows only these. */
export const PLAIN_TAGS = ['p', 'br', 'div'] as const;

// Per-tag attributes of the spec 1 §5 allow-list; every other attribute is dropped.
const RICH_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'data-orig-width', 'data-orig-height'],
  iframe: ['src', 'width', 'height', 'frameborder'],
  hr: ['data-label', 'class'],
};
const READ_MORE_CLASS = 'read-more';
const LINK_PROTOCOL = new RegExp(`^(?:${PASTE_LINK_PROTOCOLS.join('|')}):`, 'i');
const MEDIA_PROTOCOL = /^https?:/i;
// Tags whose text is not content: removed with everything inside them (spec 1 §5).
const FORBID_CONTENTS = ['script', 'style', 'noscript', 'meta', 'title', 'head', 'template', 'textarea', 'select'];

// Synonyms that other editors paste (Word, Google Docs, browsers) mapped onto the allow-list
// before the final pass, so pasted bold, headings and strikethrough survive.
const RICH_ALIASES: Record<string, string> = {
  STRONG: 'b',
  EM: 'i',
  H1: 'h2',
  H3: 'h2',
  H4: 'h2',
  H5: 'h2',
  H6: 'h2',
  STRIKE: 's',
  DEL: 's',
};
const PLAIN_ALIASES: Record<string, string> = {
  H1: 'p',
  H2: 'p',
  H3: 'p',
  H4: 'p',
  H5: 'p',
  H6: 'p',
  BLOCKQUOTE: 'p',
  LI: 'p',
  PRE: 'p',
};
const PLAIN_UNWRAP = new Set(['UL', 'OL', 'FIGURE']);
const BLOCK_SELECTOR = 'p,div,h1,h2,h3,h4,h5,h6,blockquote,ul,ol,li,pre,figure,hr,iframe,table';

let purifier: DOMPurify | null = null;

/** One private DOMPurify instance, so our hooks never touch other users of the library. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = RICH_ATTRIBUTES[tag] ?? [];
    if (!allowed.includes(event.attrName)) {
      event.keepAttr = false;
      return;
    }
    const value = event.attrValue.trim();
    // DOMPurify's own URI check runs too; these narrow it to the spec's protocols.
    if (event.attrName === 'href') event.keepAttr = LINK_PROTOCOL.test(value);
    if (event.attrName === 'src') event.keepAttr = MEDIA_PROTOCOL.test(value);
    if (event.attrName === 'class') {
      event.attrValue = value.split(/\s+/).includes(READ_MORE_CLASS) ? READ_MORE_CLASS : '';
      event.keepAttr = event.attrValue !== '';
    }
  });
  purifier = instance;
  return instance;
}

function baseConfig(tags: readonly string[]): Config {
  return {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: Object.values(RICH_ATTRIBUTES).flat(),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS,
    KEEP_CONTENT: true,
  };
}

function replaceTag(element: Element, tag: string): void {
  const next = element.ownerDocument.createElement(tag);
  for (const attribute of Array.from(element.attributes)) next.setAttribute(attribute.name, attribute.value);
  next.append(...Array.from(element.childNodes));
  element.replaceWith(next);
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/** A div becomes a paragraph, unless it wraps blocks itself (then only its children stay). */
function normalizeDiv(div: Element): void {
  if (div.querySelector(BLOCK_SELECTOR)) unwrap(div);
  else replaceTag(div, 'p');
}

function normalizeRich(root: DocumentFragment): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const alias = RICH_ALIASES[element.tagName];
    if (alias) replaceTag(element, alias);
    else if (element.tagName === 'DIV') normalizeDiv(element);
    else if (element.tagName === 'A' && !element.hasAttribute('href')) unwrap(element);
    else if ((element.tagName === 'IMG' || element.tagName === 'IFRAME') && !element.hasAttribute('src')) element.remove();
  }
}

function normalizePlain(root: DocumentFragment): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const alias = PLAIN_ALIASES[element.tagName];
    if (alias) replaceTag(element, alias);
    else if (PLAIN_UNWRAP.has(element.tagName)) unwrap(element);
  }
}

function serialize(fragment: DocumentFragment): string {
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML.trim();
}

/**
 * Cleans pasted or set HTML to the rich editor's allow-list (spec 1 §5 "Editor"): the §3 tags;
 * a (href, title), img (src, alt, original size), iframe (src, width, height, frameborder),
 * hr (data-label, class read-more); script, style, noscript and meta removed with their contents;
 * link protocols http, https and mailto; image and iframe sources http and https.
 */
export function cleanPastedHtml(html: string): string {
  if (!html) return '';
  const purify = getPurifier();
  // An inert document (DOMParser runs no scripts and loads nothing) to read styles before cleaning.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  normalizeForeignMarkup(doc.body);
  const fragment = purify.sanitize(doc.body.innerHTML, {
    ...baseConfig([...RICH_TAGS, ...INLINE_TAGS, ...Object.keys(RICH_ALIASES).map((t) => t.toLowerCase()), 'div']),
    RETURN_DOM_FRAGMENT: true,
  });
  normalizeRich(fragment);
  return serialize(fragment);
}

/** Cleans HTML for the plain-text editor: only p, br and div survive, blocks become paragraphs. */
export function cleanPlainHtml(html: string): string {
  if (!html) return '';
  const purify = getPurifier();
  const fragment = purify.sanitize(html, {
    ...baseConfig([...PLAIN_TAGS, ...Object.keys(PLAIN_ALIASES).map((t) => t.toLowerCase()), 'ul', 'ol', 'figure']),
    ALLOWED_ATTR: [],
    RETURN_DOM_FRAGMENT: true,
  });
  normalizePlain(fragment);
  return serialize(fragment);
}
