import type { Post, PostActionResponse } from '@dash/shared-contracts';
import type { BlogRow, PostRow } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { blogCounts } from '../../mappers/blog';
import { findBlogById } from '../../repositories/blogs';
import type { Executor } from '../../repositories/executor';
import type { Auth } from '../../types/fastify';
import { visiblePostOr404 } from '../post-access';
import { mapPosts } from '../post-view';
import { str, type Body } from '../post-form/read-form';

/** The first of these body keys that holds a numeric post id. */
export function postIdOf(body: Body, ...keys: string[]): number {
  for (const key of keys) {
    const raw = str(body, key).trim();
    if (raw) {
      if (!/^\d+$/.test(raw)) throw badRequest(`Invalid "${key}" value`);
      return Number(raw);
    }
  }
  throw badRequest(`Which post? ${keys[0] ?? 'id'} is missing.`);
}

/** A post of one of the user's own blogs, with that blog; 404 when missing or unseen, 403 when public but not theirs. */
export async function ownPost(db: Executor, auth: Auth, id: number, detail: string): Promise<{ post: PostRow; blog: BlogRow }> {
  const post = await visiblePostOr404(db, auth, id);
  const blog = await findBlogById(db, post.blog_id);
  if (!blog || blog.owner_user_id !== auth.user.id) throw forbidden(detail);
  return { post, blog };
}

/** A reblog key the client sent must be the post's (it proves the client saw the post). */
export function checkKey(post: PostRow, key: string, detail = "That post's key doesn't match."): void {
  if (key && key !== post.reblog_key) throw forbidden(detail);
}

export async function postView(db: Executor, auth: Auth, id: number): Promise<Post> {
  const row = await visiblePostOr404(db, auth, id);
  const [post] = await mapPosts(db, [row], auth);
  if (!post) throw notFound("That post doesn't exist anymore.");
  return post;
}

export async function countsOf(db: Executor, blogId: number): Promise<Record<string, number>> {
  const blog = await findBlogById(db, blogId);
  return blog ? blogCounts(blog) : {};
}

/** The PostActionResponse of an action on one post, with the acting blog's counts. */
export async function actionAnswer(
  db: Executor,
  auth: Auth,
  postId: number,
  blogId: number,
  message: string,
): Promise<PostActionResponse> {
  return { post: await postView(db, auth, postId), context_tumblelog: await countsOf(db, blogId), message };
}
