import { SETTINGS_LIMITS, type CreateBlogRequest } from '@dash/shared-contracts';
import { isUniqueViolation } from '../db/dialect/unique-violation';
import { conflict, forbidden } from '../lib/app-error';
import { countBlogsByOwner, findBlogById, findBlogByName } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { findUserByName } from '../repositories/users';
import { createBlog, giveAvatar } from './blog-factory';

export const BLOG_NAME_TAKEN = 'That blog name is taken. Try another one.';
export const TOO_MANY_BLOGS = `You can have at most ${SETTINGS_LIMITS.blogsPerUser} blogs.`;

/**
 * POST /svc/account/blogs: another blog for the user, named by the registration rules (the shared
 * blog_name schema), unique among blogs and user names (409 like registration), at most
 * SETTINGS_LIMITS.blogsPerUser per account (403). It starts with the default theme and a generated
 * avatar; the acting blog stays as it was (the switcher lists the new one).
 */
export async function addBlog(db: Executor, mediaDir: string, userId: number, input: CreateBlogRequest): Promise<number> {
  const blogId = await db
    .transaction()
    .execute(async (trx) => {
      if ((await countBlogsByOwner(trx, userId)) >= SETTINGS_LIMITS.blogsPerUser) throw forbidden(TOO_MANY_BLOGS);
      if ((await findBlogByName(trx, input.blog_name)) || (await findUserByName(trx, input.blog_name))) {
        throw conflict(BLOG_NAME_TAKEN, 'blog_name');
      }
      return createBlog(trx, { ownerId: userId, name: input.blog_name, title: input.blog_name });
    })
    .catch((error: unknown) => {
      // The same name created at the same moment (PostgreSQL: another transaction passed the check too).
      if (isUniqueViolation(error)) throw conflict(BLOG_NAME_TAKEN, 'blog_name');
      throw error;
    });
  const blog = await findBlogById(db, blogId);
  if (blog) await giveAvatar(db, mediaDir, blog);
  return blogId;
}
