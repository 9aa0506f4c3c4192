import { safeUrl } from '../../../lib/safe-url';

const DROP = 'script, style, iframe, object, embed, noscript, meta, link, form, input, button, textarea, select';

/**
 * Spec 3 §2 item 1: description links open in a new tab only with an allowed protocol (http,
 * https, mailto); relative links resolve against the blog's own address. Anything else loses its
 * link and keeps its text. The server sanitizes too; this is the display rule.
 */
export function safeDescriptionHtml(html: string, blogUrl: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  root.querySelectorAll(DROP).forEach((el) => el.remove());
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || attr.name === 'style' || attr.name === 'src' || attr.name === 'srcset')
        el.removeAttribute(attr.name);
    }
  });
  root.querySelectorAll('a').forEach((anchor) => {
    const href = safeUrl(anchor.getAttribute('href') ?? '', blogUrl);
    if (!href) {
      anchor.replaceWith(document.createTextNode(anchor.textContent ?? ''));
      return;
    }
    anchor.setAttribute('href', href);
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}
