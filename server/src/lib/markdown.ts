import MarkdownIt from 'markdown-it';

// Raw HTML in markdown is not passed through (html: false): only markdown syntax makes tags, and the
// result still goes through the post allow-list.
const md = new MarkdownIt({ html: false, linkify: true, breaks: false });

export function renderMarkdown(source: string): string {
  return md.render(source);
}
