import { useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts';
import type { Blog } from '@dash/shared-contracts';
import { useRemote, useBusEvent } from '@dash/remote-kit';
import { setFollowing } from '../api/follow-blog';

export interface FollowState {
  following: boolean;
  canSubscribe: boolean;
  isSubscribed: boolean;
}

/**
 * Spec 3 §4 "Follow": the flag toggles optimistically and reverts on error; following sets
 * can_subscribe, unfollowing clears can_subscribe and is_subscribed. Other places that change
 * the relationship (`blog:follow-changed`) keep this one in step.
 */
export function useFollow(blog: Blog) {
  const { api, bus } = useRemote();
  const [state, setState] = useState<FollowState>({
    following: blog.following,
    canSubscribe: blog.can_subscribe,
    isSubscribed: blog.is_subscribed,
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const saving = useRef(false);

  useBusEvent('blog:follow-changed', (fact) => {
    if (fact.name !== blog.name || saving.current) return;
    setState((s) => applyFollowing(s, fact.following));
  });

  const change = async (follow: boolean) => {
    if (saving.current) return;
    saving.current = true;
    const before = state;
    setPending(true);
    setError(null);
    setState(applyFollowing(before, follow));
    try {
      await setFollowing(api, blog.name, follow);
      bus.emit('blog:follow-changed', { name: blog.name, following: follow });
    } catch (err) {
      setState(before);
      const detail = err instanceof ApiError ? err.userMessage : 'Please try again.';
      setError(`Couldn't ${follow ? 'follow' : 'unfollow'} ${blog.name}. ${detail}`);
    } finally {
      saving.current = false;
      setPending(false);
    }
  };

  return { ...state, error, pending, change };
}

export function applyFollowing(state: FollowState, following: boolean): FollowState {
  return following
    ? { following: true, canSubscribe: true, isSubscribed: state.isSubscribed }
    : { following: false, canSubscribe: false, isSubscribed: false };
}
