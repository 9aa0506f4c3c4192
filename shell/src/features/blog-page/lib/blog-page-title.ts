import type { BlogPostsResponse } from '@dash/shared-contracts';
import { postTeaser } from './post-teaser';

/** The part of a blog page's route its title depends on. */
export interface BlogPageRef {
  name: string;
  tag?: string;
  postId?: string;
}

/** The page title of a blog page once its data is known (the server writes the same one into <title>). */
export function blogPageTitle(route: BlogPageRef, data: BlogPostsResponse | null | undefined): string {
  if (data === null) return 'Not found';
  const blog = data?.tumblelog.title || route.name;
  if (route.tag !== undefined) return `#${route.tag} on ${blog}`;
  if (route.postId) {
    const post = data?.posts[0];
    return post ? `${postTeaser(post)} | ${blog}` : `A post from ${blog}`;
  }
  return blog;
}
