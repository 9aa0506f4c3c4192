import type { BlogRow } from '../db/types';
import { forbidden } from '../lib/app-error';
import { findBlogById, findBlogByName, listBlogsByOwner } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';

/** The acting blog: the one stored on the session, else the user's primary blog. */
export async function currentBlogOf(db: Executor, auth: Auth): Promise<BlogRow> {
  const id = auth.session.current_blog_id ?? auth.user.primary_blog_id;
  const blog = id ? await findBlogById(db, id) : undefined;
  if (blog && blog.owner_user_id === auth.user.id) return blog;
  const [first] = await listBlogsByOwner(db, auth.user.id);
  if (!first) throw forbidden('You have no blog yet.');
  return first;
}

/** One of the user's own blogs by name, or 403. */
export async function ownBlogByName(
  db: Executor,
  auth: Auth,
  name: unknown,
  detail = "That isn't one of your blogs.",
): Promise<BlogRow> {
  const blog = typeof name === 'string' && name ? await findBlogByName(db, name) : undefined;
  if (!blog || blog.owner_user_id !== auth.user.id) throw forbidden(detail);
  return blog;
}
