import { useRef, useState } from 'react';
import { ApiError, clampCount } from '@dash/shared-contracts';
import type { Post } from '@dash/shared-contracts';
import { useLocation, useShellServices } from '../../../app/shell-services';
import { setPostLiked } from '../api/like-post';
import { likeSource } from '../lib/like-source';

/** Spec 1 §8: the alert for a post action answered 401, 404 or 500 (two spaces, as specified). */
export const POST_ACTION_ALERT = 'Sorry, we seem to be having technical trouble.  Please try again later.';

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
  const { api, bus, session } = useShellServices();
  const { pathname } = useLocation();
  const [view, setView] = useState<LikeView>(() => viewOf(post));
  const busy = useRef(false);
  // A new post object (post:updated) resets the view.
  if (view.base !== post) setView(viewOf(post));

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const before = view;
    const liked = !before.liked;
    const delta = liked ? 1 : -1;
    const after: LikeView = {
      base: post,
      liked,
      likeCount: clampCount(before.likeCount + delta),
      noteCount: clampCount(before.noteCount + delta),
    };
    setView(after);
    try {
      await setPostLiked(api, post, liked, likeSource(pathname));
      const current = session.get();
      if (current.user) {
        const count = clampCount(current.user.liked_post_count + delta);
        session.replace({ ...current, user: { ...current.user, liked_post_count: count } });
      }
      bus.emit('post:updated', { post: { ...post, liked, like_count: after.likeCount, note_count: after.noteCount } });
    } catch (error) {
      setView(before);
      const status = error instanceof ApiError ? error.status : 0;
      bus.emit('log:event', {
        event: status === 403 ? 'post_action_forbidden' : 'post_action_failure',
        data: { action: liked ? 'like' : 'unlike', status },
      });
      if (status === 403 && error instanceof ApiError) bus.emit('toast:show', { message: error.userMessage, tone: 'error' });
      else window.alert(POST_ACTION_ALERT);
    } finally {
      busy.current = false;
    }
  };

  return { liked: view.liked, likeCount: view.likeCount, noteCount: view.noteCount, toggle };
}
