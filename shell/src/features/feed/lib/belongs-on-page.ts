import type { FeedPage, Post } from '@dash/shared-contracts';

export interface FeedContext {
  page: FeedPage;
  tag?: string;
  /** The user's own blog names and the current one. */
  ownBlogs: readonly string[];
  currentBlog: string | null;
}

/** Whether a post created or edited elsewhere belongs in this feed (spec 1 §4 "After saving"). */
export function belongsOnPage(post: Post, ctx: FeedContext): boolean {
  const visible = post.state === 'published';
  const ofCurrentBlog = post.blog.name === ctx.currentBlog;
  switch (ctx.page) {
    case 'dashboard':
      return visible || (post.state === 'private' && ctx.ownBlogs.includes(post.blog.name));
    case 'explore':
      return visible;
    case 'tagged': {
      const tag = ctx.tag?.toLowerCase();
      return visible && tag !== undefined && post.tags.some((t) => t.toLowerCase() === tag);
    }
    case 'drafts':
      return post.state === 'draft' && ofCurrentBlog;
    case 'queue':
      return (post.state === 'queued' || post.state === 'scheduled') && ofCurrentBlog;
    case 'inbox':
      return post.state === 'unapproved' && ofCurrentBlog;
    case 'likes':
      return post.liked;
  }
}
