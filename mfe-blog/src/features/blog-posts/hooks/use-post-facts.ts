import { useState } from 'react';
import type { Post } from '@dash/shared-contracts';
import { useBusEvent } from '@dash/remote-kit';

type PostsUpdate = (change: (posts: Post[]) => Post[]) => void;

/**
 * Keeps the overlay's posts in step with what the cards (here or in the feed) and other views
 * announce, as the feed does (spec 1 §4): `post:updated` replaces a post (a like, a reblog, a
 * reply's note), `post:deleted` removes it, `blog:follow-changed` sets `following` on that blog's
 * posts, and `blog:subscription-changed` is remembered per blog for the cards' post menu.
 */
export function usePostFacts(update: PostsUpdate, initiallySubscribed: Record<string, boolean>) {
  const [subscribed, setSubscribed] = useState(initiallySubscribed);
  useBusEvent('post:updated', ({ post }) => update((posts) => posts.map((p) => (p.id === post.id ? post : p))));
  useBusEvent('post:deleted', ({ postId }) => update((posts) => posts.filter((p) => p.id !== postId)));
  useBusEvent('blog:follow-changed', ({ name, following }) => {
    update((posts) => posts.map((p) => (p.blog.name === name && p.following !== following ? { ...p, following } : p)));
    if (!following) setSubscribed((known) => ({ ...known, [name]: false }));
  });
  useBusEvent('blog:subscription-changed', ({ name, subscribed: now }) => setSubscribed((known) => ({ ...known, [name]: now })));
  return subscribed;
}
