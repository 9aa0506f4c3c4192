import { STATE_CODES, WIRE_POST_TYPES, type Post, type PostState } from '@dash/shared-contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import { blogCounts } from '../mappers/blog';
import { findBlogById } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { deletePost, findPostById } from '../repositories/posts';
import type { Auth } from '../types/fastify';
import { ownBlogByName } from './current-blog';
import { mapPosts } from './post-view';
import type { Body } from './post-form/read-form';
import { str } from './post-form/read-form';

function postId(body: Body, key = 'post_id'): number {
  const raw = str(body, key) || str(body, 'id');
  if (!/^\d+$/.test(raw)) throw badRequest('Which post? post_id is missing.');
  return Number(raw);
}

/** The spec's post[...] fields of a post, so a form can be filled for edit or reblog. */
export function formFields(post: Post): Record<string, string> {
  const c = post.content;
  const byType: Record<string, [string, string, string]> = {
    text: [c.title ?? '', c.body ?? '', ''],
    photo: ['', c.caption ?? '', ''],
    quote: [c.quote ?? '', c.source ?? '', ''],
    link: [c.title ?? '', c.url ?? '', c.caption ?? ''],
    chat: [c.title ?? '', (c.chat ?? []).map((l) => `${l.label} ${l.phrase}`.trim()).join('\n'), ''],
    audio: ['', c.caption ?? '', c.audio?.url ?? ''],
    video: ['', c.caption ?? '', c.video?.url ?? ''],
    answer: [c.question ?? '', c.answer ?? '', ''],
  };
  const [plainOne, plainTwo, plainThree] = byType[post.type] ?? ['', '', ''];
  // html and markdown posts reopen as typed, not as the rendered HTML.
  const typed = c.source_text ?? {};
  const one = typed.one ?? plainOne;
  const two = typed.two ?? plainTwo;
  const three = typed.three ?? plainThree;
  return {
    'post[type]': WIRE_POST_TYPES[post.type],
    'post[one]': one,
    'post[two]': two,
    'post[three]': three,
    'post[state]': STATE_CODES[post.state as PostState],
    'post[tags]': post.tags.join(','),
    'post[slug]': post.slug,
    'post[source_url]': post.source_url ?? '',
    'post[publish_on]': post.publish_on ? new Date(post.publish_on * 1000).toISOString() : '',
    editor_type: post.format,
    channel_id: post.blog.name,
    reblog_key: post.reblog_key,
  };
}

/** POST /svc/post/fetch: own posts in any state, others' posts only when published (for reblog). */
export async function fetchPostForForm(db: Executor, auth: Auth, body: Body) {
  const row = await findPostById(db, postId(body));
  if (!row) throw notFound("That post doesn't exist anymore.");
  const blog = await findBlogById(db, row.blog_id);
  const mine = blog?.owner_user_id === auth.user.id;
  if (!mine && row.state !== 'published') throw forbidden("You can't open that post.");
  const [post] = await mapPosts(db, [row], auth);
  if (!post) throw notFound();
  return { post, form: formFields(post), mode: mine ? 'edit' : 'reblog' };
}

export async function deleteOwnPost(db: Executor, auth: Auth, body: Body) {
  const id = postId(body);
  const blog = await ownBlogByName(db, auth, str(body, 'channel_id'), "You can't delete posts from that blog.");
  const row = await findPostById(db, id);
  if (!row) throw notFound("That post doesn't exist anymore.");
  if (row.blog_id !== blog.id) throw forbidden("You can't delete that post.");
  await db.transaction().execute((trx) => deletePost(trx, row));
  const fresh = await findBlogById(db, blog.id);
  return { id: String(id), context_tumblelog: fresh ? blogCounts(fresh) : {} };
}
