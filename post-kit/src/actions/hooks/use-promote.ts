import type { Post } from '@dash/shared-contracts';
import { promotePost } from '../api/promote-post';
import { unpromotePost } from '../api/unpromote-post';
import { isPromotedIn } from '../lib/promoted';
import { usePostActionRunner } from './use-post-action-runner';

/** Promote in #tag / Stop promoting, on /tagged/{tag} for the user's own published posts. */
export function usePromote(post: Post, tag: string) {
  const { api, bus, run, pending, toastMessage } = usePostActionRunner();
  const promoted = isPromotedIn(post, tag);

  const toggle = async () => {
    const result = promoted
      ? await run('unpromote', () => unpromotePost(api, post, tag))
      : await run('promote', () => promotePost(api, post, tag));
    if (!result.ok) return;
    const answered = result.value.post;
    const others = (post.promoted_tags ?? []).filter((t) => t.toLowerCase() !== tag.toLowerCase());
    // Trust the server's list when it sends one; otherwise apply the change we asked for.
    const promotedTags = answered.promoted_tags ?? (promoted ? others : [...others, tag]);
    bus.emit('post:updated', { post: { ...answered, promoted_tags: promotedTags } });
    toastMessage(result.value.message);
  };

  return { pending, promoted, toggle };
}
