import { STATE_CODES, WIRE_POST_TYPES, type Post, type PostContent, type PostState } from '@dash/shared-contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import { blogCounts } from '../mappers/blog';
import { findBlogById } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { deletePost } from '../repositories/posts';
import type { Auth } from '../types/fastify';
import { ownBlogByName } from './current-blog';
import { postToInteractWith, REBLOG_GONE, visiblePostOr404 } from './post-access';
import { mapPosts } from './post-view';
import { parseJson } from '../lib/json';
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

/**
 * POST /svc/post/fetch: own posts in any state (the edit form, with the typed source of html and
 * markdown posts: the only answer that carries it), others' published posts for the reblog form
 * (refused when their blog blocked the user). Posts the user cannot see are 404 like missing ones.
 */
export async function fetchPostForForm(db: Executor, auth: Auth, body: Body) {
  const row = await visiblePostOr404(db, auth, postId(body));
  const blog = await findBlogById(db, row.blog_id);
  const mine = blog?.owner_user_id === auth.user.id;
  if (!mine) await postToInteractWith(db, auth, row.id, 'reblog', REBLOG_GONE);
  const [mapped] = await mapPosts(db, [row], auth);
  if (!mapped) throw notFound();
  const source = mine ? parseJson<PostContent>(row.content, {}).source_text : undefined;
  const post: Post = source ? { ...mapped, content: { ...mapped.content, source_text: source } } : mapped;
  return { post, form: formFields(post), mode: mine ? 'edit' : 'reblog' };
}

export async function deleteOwnPost(db: Executor, auth: Auth, body: Body) {
  const id = postId(body);
  const blog = await ownBlogByName(db, auth, str(body, 'channel_id'), "You can't delete posts from that blog.");
  const row = await visiblePostOr404(db, auth, id);
  if (row.blog_id !== blog.id) throw forbidden("You can't delete that post.");
  await db.transaction().execute((trx) => deletePost(trx, row));
  const fresh = await findBlogById(db, blog.id);
  return { id: String(id), context_tumblelog: fresh ? blogCounts(fresh) : {} };
}
