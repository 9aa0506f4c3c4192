import type { Post } from '@dash/shared-contracts';

/** A one-line name for a post in a list of links: its title, else its first words, else its type. */
export function postTeaser(post: Post): string {
  const c = post.content;
  const text = c.title || c.question || stripTags(c.quote || c.body || c.caption || c.answer || '') || c.url || '';
  const line = text.replace(/\s+/g, ' ').trim();
  if (line) return line.length > 80 ? `${line.slice(0, 79)}…` : line;
  return `A ${post.type} post`;
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
