import { useState } from 'react';
import { clampCount } from '@dash/shared-contracts/core';
import type { Post } from '@dash/shared-contracts';
import { setPostLiked } from '../api/like-post';
import { likeSource } from '../lib/like-source';
import { usePostActionRunner } from './use-post-action-runner';

export { POST_ACTION_ALERT } from '../lib/run-post-action';

interface LikeView {
  base: Post;
  liked: boolean;
  likeCount: number;
  noteCount: number;
}
const viewOf = (post: Post): LikeView => ({
  base: post,
  liked: post.liked,
  likeCount: post.like_count,
  noteCount: post.note_count,
});

/** Like and unlike, optimistic: the heart and counts change at once and roll back on failure. */
export function useLike(post: Post) {
  const { api, bus, run, host } = usePostActionRunner();
  const [view, setView] = useState<LikeView>(() => viewOf(post));
  // A new post object (post:updated) resets the view.
  if (view.base !== post) setView(viewOf(post));

  const toggle = async () => {
    const before = view;
    const liked = !before.liked;
    if (liked && post.is_mine) return; // own posts cannot be liked (spec 1 §6)
    const delta = liked ? 1 : -1;
    const after: LikeView = {
      base: post,
      liked,
      likeCount: clampCount(before.likeCount + delta),
      noteCount: clampCount(before.noteCount + delta),
    };
    setView(after);
    const result = await run(liked ? 'like' : 'unlike', async () => {
      await setPostLiked(api, post, liked, likeSource(host.pathname()));
      return {};
    });
    if (result.ok) {
      host.applyCounts({ likedPostDelta: delta });
      bus.emit('post:updated', { post: { ...post, liked, like_count: after.likeCount, note_count: after.noteCount } });
    } else {
      setView(before);
    }
  };

  return { liked: view.liked, likeCount: view.likeCount, noteCount: view.noteCount, toggle };
}
