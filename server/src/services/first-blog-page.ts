import type { InitialBlog } from '@dash/shared-contracts';
import { AppError } from '../lib/app-error';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { blogPosts } from './blog-view';
import { postNotes } from './notes';

/**
 * The first page of a blog page route for the server render: the same call the browser makes
 * (GET /svc/indash_blog/posts) for the same viewer. A blog or post the viewer cannot see answers
 * `response: null` (the page says so, with status 404); a bad tag is left to the browser. A permalink
 * also gets the first page of its post's notes, which the page shows open under the post.
 */
export async function firstBlogPage(
  db: Executor,
  auth: Auth | null,
  route: { name: string; tag?: string | undefined; postId?: string | undefined },
): Promise<{ initial: InitialBlog | null; status: number }> {
  const base = {
    name: route.name,
    ...(route.tag === undefined ? {} : { tag: route.tag }),
    ...(route.postId === undefined ? {} : { postId: route.postId }),
    viewer: auth?.user.name ?? null,
  };
  try {
    const response = await blogPosts(db, auth, {
      tumblelog_name_or_id: route.name,
      ...(route.postId ? { post_id: route.postId } : {}),
      ...(route.tag === undefined ? {} : { tag: route.tag }),
    });
    const post = route.postId ? response.posts[0] : undefined;
    // A permalink shows its notes open (issue 10 item 1): their first page is read with the post.
    const notes = post ? await postNotes(db, auth, { post_id: post.id }) : undefined;
    return { initial: { ...base, response, ...(notes ? { notes } : {}) }, status: 200 };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return { initial: { ...base, response: null }, status: 404 };
    if (error instanceof AppError && error.statusCode < 500) return { initial: null, status: 200 };
    throw error;
  }
}
