// Other editors paste formatting as inline styles (Google Docs: <span style="font-weight:700">),
// and the allow-list drops every style. Before cleaning, styles that mean an allowed tag become
// that tag, so pasted bold, italic, strikethrough and super/subscript survive.

const STYLE_TAGS: Array<[RegExp, string]> = [
  [/font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i, 'b'],
  [/font-style\s*:\s*italic\b/i, 'i'],
  [/text-decoration(?:-line)?\s*:[^;]*line-through/i, 's'],
  [/vertical-align\s*:\s*super\b/i, 'sup'],
  [/vertical-align\s*:\s*sub\b/i, 'sub'],
];
const NORMAL_WEIGHT = /font-weight\s*:\s*(normal|[1-4]00)\b/i;

function wrapChildren(element: Element, tag: string): void {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(element.childNodes));
  element.append(wrapper);
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Lists written as <ul>/<ol> with li[data-list] (Quill's own markup, Word via Quill's normalizer). */
function normalizeDataLists(root: ParentNode): void {
  for (const list of Array.from(root.querySelectorAll('ul, ol'))) {
    const items = Array.from(list.children).filter((child) => child.tagName === 'LI');
    const types = new Set(items.map((item) => item.getAttribute('data-list')));
    if (items.length === 0 || types.size !== 1) continue;
    const type = items[0]?.getAttribute('data-list');
    const tag = type === 'ordered' ? 'ol' : type === 'bullet' ? 'ul' : null;
    if (!tag || list.tagName.toLowerCase() === tag) continue;
    const replacement = list.ownerDocument.createElement(tag);
    replacement.append(...Array.from(list.childNodes));
    list.replaceWith(replacement);
  }
}

/** Rewrites style-only formatting into tags, in place. */
export function normalizeForeignMarkup(root: ParentNode): void {
  // Google Docs wraps a whole paste in <b style="font-weight:normal">: that is not bold.
  for (const bold of Array.from(root.querySelectorAll('b[style], strong[style]'))) {
    if (NORMAL_WEIGHT.test(bold.getAttribute('style') ?? '')) unwrap(bold);
  }
  for (const element of Array.from(root.querySelectorAll('[style]'))) {
    const style = element.getAttribute('style') ?? '';
    for (const [pattern, tag] of STYLE_TAGS) {
      if (pattern.test(style) && !element.closest(tag)) wrapChildren(element, tag);
    }
  }
  normalizeDataLists(root);
}
