import { useState } from 'react';
import type { FeedPage, Post } from '@dash/shared-contracts';
import { useSession } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import { belongsOnPage } from '../lib/belongs-on-page';
import { refetchesAfterSave } from '../lib/merge-newer';

interface Deps {
  page: FeedPage;
  tag?: string;
  getPosts: () => Post[];
  updatePosts: (change: (posts: Post[]) => Post[]) => void;
  loadNewer: () => Promise<void>;
  fadeOut: (ids: string[]) => void;
}

/**
 * Keeps a feed current with what happens elsewhere:
 * - post:created: dashboard, drafts and inbox fetch their newer posts; other pages prepend it when it belongs.
 * - post:updated: replaced inline, or faded out when it no longer belongs (the likes page keeps it).
 * - post:deleted, blog:blocked: faded out.
 * - blog:follow-changed: every card of that blog follows along (optimistic and revert facts alike);
 *   unfollowing also ends a subscription. blog:subscription-changed: remembered per blog.
 */
export function useFeedFacts({ page, tag, getPosts, updatePosts, loadNewer, fadeOut }: Deps) {
  const session = useSession();
  const [subscribed, setSubscribed] = useState<Readonly<Record<string, boolean>>>({});
  const ctx = { page, tag, ownBlogs: session.blogs.map((b) => b.name), currentBlog: session.current_blog };

  useBusEvent('post:created', ({ post }) => {
    if (refetchesAfterSave(page)) {
      void loadNewer();
      return;
    }
    if (!belongsOnPage(post, ctx)) return;
    updatePosts((posts) => (posts.some((p) => p.id === post.id) ? posts : [post, ...posts]));
  });

  useBusEvent('post:updated', ({ post }) => {
    if (!getPosts().some((p) => p.id === post.id)) return;
    // An unliked post stays on the likes page until the next visit, so a slip can be undone.
    const keep = page === 'likes' || belongsOnPage(post, ctx);
    updatePosts((posts) => posts.map((p) => (p.id === post.id ? post : p)));
    if (!keep) fadeOut([post.id]);
  });

  useBusEvent('post:deleted', ({ postId }) => {
    if (getPosts().some((p) => p.id === postId)) fadeOut([postId]);
  });

  useBusEvent('blog:blocked', ({ name, blocked }) => {
    if (blocked)
      fadeOut(
        getPosts()
          .filter((p) => p.blog.name === name)
          .map((p) => p.id),
      );
  });

  useBusEvent('blog:follow-changed', ({ name, following }) => {
    updatePosts((posts) =>
      posts.some((p) => p.blog.name === name && p.following !== following)
        ? posts.map((p) => (p.blog.name === name ? { ...p, following } : p))
        : posts,
    );
    if (!following) setSubscribed((s) => ({ ...s, [name]: false }));
  });

  useBusEvent('blog:subscription-changed', ({ name, subscribed: on }) => {
    setSubscribed((s) => ({ ...s, [name]: on }));
  });

  return { subscribed };
}
