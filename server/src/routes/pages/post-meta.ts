import type { PostContent } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { parseJson } from '../../lib/json';
import { htmlToText } from '../../lib/sanitize';
import { postMediaUrl, postSummary } from '../../mappers/post';
import { visibleTo } from '../../repositories/visible-posts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** HTML fields as text (entities decoded): escapeHtml below escapes them exactly once for the attribute. */
const plain = (html: string) => htmlToText(html).slice(0, 300);

const POST_PAGE = /^\/blog\/([^/?#]+)\/post\/(\d+)(?:[/?#]|$)/;

/**
 * Open Graph tags for a public post page (/blog/<name>/post/<id>, where /p/<code> redirects), so link
 * previews work, the product's own /svc/post/opengraph included. '' for other pages.
 */
export async function postMetaTags(app: FastifyInstance, url: string, origin: string): Promise<string> {
  const m = POST_PAGE.exec(url);
  if (!m) return '';
  const row = await app.db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .selectAll('posts')
    .select(['blogs.name as blog_name', 'blogs.title as blog_title'])
    .where('posts.id', '=', Number(m[2]))
    // What a visitor may see: published, and not from a suspended blog.
    .where(visibleTo(null))
    .executeTakeFirst();
  if (!row || row.blog_name !== decodeURIComponent(m[1] ?? '')) return '';
  const content = parseJson<PostContent>(row.content, {});
  const summary = postSummary(row);
  const title = content.title || summary || `A post from ${row.blog_name}`;
  const words = plain(content.body || content.caption || content.answer || content.excerpt || content.source || '');
  const description = words || (summary && summary !== title ? summary : `A ${row.type} post from ${row.blog_title}`);
  const media = postMediaUrl(row);
  // The first photo's description (issue 13), when it has one: link previews read it as the image's alt.
  const photoAlt = content.photos?.[0]?.alt?.trim() || null;
  const tags: [string, string | null][] = [
    ['og:type', 'article'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', `${origin}/blog/${encodeURIComponent(row.blog_name)}/post/${row.id}`],
    ['og:image', media ? (media.startsWith('/') ? `${origin}${media}` : media) : null],
    ['og:image:alt', media && photoAlt ? photoAlt : null],
    ['article:author', row.blog_name],
  ];
  return tags
    .filter((t): t is [string, string] => t[1] !== null)
    .map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`)
    .join('');
}
