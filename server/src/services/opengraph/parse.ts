import { Parser } from 'htmlparser2';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  author: string;
}

/**
 * Reads og:title, og:description, og:image and article:author (falling back to <title> and the
 * meta description) from an HTML page, streaming, with htmlparser2 (already there via sanitize-html).
 */
export function readPageMeta(html: string): PageMeta {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
        const content = attribs.content;
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content.trim());
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return {
    title: clean(meta.get('og:title')) || clean(title),
    description: clean(meta.get('og:description')) || clean(meta.get('description')),
    image: clean(meta.get('og:image')) || null,
    author: clean(meta.get('article:author')) || clean(meta.get('author')),
  };
}
