import type { OwnBlog } from '@dash/shared-contracts';

/** The user's blog called `name`, else the first one (the primary), else null (no blog yet). */
export function findBlog(blogs: readonly OwnBlog[], name: string | null): OwnBlog | null {
  return blogs.find((b) => b.name === name) ?? blogs[0] ?? null;
}
