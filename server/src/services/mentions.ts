import { commentField, type PostContent } from '@dash/shared-contracts';
import type { PostRow } from '../db/types';
import { parseJson } from '../lib/json';
import { htmlToText } from '../lib/sanitize';
import { userBlocksBlog } from '../repositories/blocks';
import { findBlogById, findBlogsByNames } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { findPostById } from '../repositories/posts';
import { hasPostNotification, insertNotification } from '../repositories/social';

/** At most this many different blogs are told about one post (a list of names is not a mention). */
export const MENTIONS_PER_POST = 20;

// @name after a start, a space or punctuation (not inside an address or a word: me@site.test).
const MENTION = /(?:^|[^a-z0-9_@./-])@([a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?)(?![a-z0-9-])/gi;

/** The blog names a text mentions, lowercase, in order, each once. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) names.add(match[1]!.toLowerCase());
  return [...names];
}

function collectText(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(htmlToText(value));
  else if (Array.isArray(value)) for (const v of value) collectText(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectText(v, out);
}

/**
 * The post's own text: every field of an original; only the added words of a reblog (the parent's
 * words are the parent's mentions). What an html or markdown post was typed as is left out (the
 * rendered fields say the same).
 */
export function postOwnText(post: Pick<PostRow, 'type' | 'content' | 'reblogged_from_post_id'>): string {
  const content = parseJson<PostContent>(post.content, {});
  if (post.reblogged_from_post_id !== null) return htmlToText(String(content[commentField(post.type)] ?? ''));
  const { source_text: _source, ...rest } = content;
  const parts: string[] = [];
  collectText(rest, parts);
  return parts.join(' ');
}

/**
 * Spec 3 §3 `user_mention`: a published post whose text mentions @{blog} tells that blog, once per
 * post and blog, whenever the post is published or a published post is edited. Not the author's own
 * blogs, not a suspended blog, not a blog whose owner blocked the author's blog.
 */
export async function notifyMentions(trx: Executor, postId: number, now: number): Promise<void> {
  const post = await findPostById(trx, postId);
  if (!post || post.state !== 'published') return;
  const author = await findBlogById(trx, post.blog_id);
  if (!author) return;
  const names = mentionedNames(postOwnText(post)).slice(0, MENTIONS_PER_POST);
  for (const blog of await findBlogsByNames(trx, names)) {
    if (blog.owner_user_id === author.owner_user_id || blog.is_suspended) continue;
    if (await userBlocksBlog(trx, blog.owner_user_id, author.id)) continue;
    if (await hasPostNotification(trx, blog.id, 'user_mention', post.id)) continue;
    await insertNotification(trx, {
      blog_id: blog.id,
      type: 'user_mention',
      from_blog_id: author.id,
      post_id: post.id,
      created_at: now,
    });
  }
}
