import { askDialog, type DialogRequest } from '@dash/remote-kit';
import type { TopicPayload } from '@dash/shared-contracts';
import { setFollowing } from '../api/follow-blog';
import { failureMessage, showError, type CommandDeps } from '../../relationship';
import { withFollowing, type Relationship } from '../../relationship';

export type FollowCommand = TopicPayload<'blog:follow'>;

/** The unfollow confirmation (spec 3 screen 18; the spec gives no wording, see README). */
export function unfollowDialog(name: string): DialogRequest {
  return { title: `Unfollow ${name}?`, body: [], confirmLabel: 'Unfollow', cancelLabel: 'Nevermind', tone: 'default' };
}

/** The anonymous visitor's follow page (spec 3 routes), opened in the same window. */
export const followPageUrl = (name: string) => `/follow/${encodeURIComponent(name)}`;

function announce(deps: CommandDeps, name: string, relationship: Relationship): void {
  deps.bus.emit('blog:follow-changed', { name, following: relationship.following });
  deps.bus.emit('blog:subscription-changed', {
    name,
    subscribed: relationship.isSubscribed,
    canSubscribe: relationship.canSubscribe,
  });
}

/**
 * 'blog:follow' (spec 1 §4 "Following", spec 3 §4 "Follow"): anonymous visitors go to the follow
 * page; unfollowing asks first unless `confirm` is false; the change is announced at once
 * (optimistic) and announced back with an error toast when the server refuses it. One change per
 * blog at a time: a second request while one runs (or waits for its confirmation) is dropped.
 */
export async function runFollow(deps: CommandDeps, { name, follow, confirm, source }: FollowCommand): Promise<void> {
  if (deps.isAnonymous()) {
    deps.assign(followPageUrl(name));
    return;
  }
  if (!deps.store.begin('follow', name)) return;
  try {
    if (!follow && confirm !== false) {
      const answer = await askDialog(deps.bus, unfollowDialog(name), 'blog-unfollow');
      if (answer !== 'confirm') return;
    }
    const before = deps.store.get(name) ?? withFollowing(undefined, !follow);
    announce(deps, name, withFollowing(before, follow));
    try {
      // The context is the page the person is on (under an overlay's address, the page under it).
      const route = deps.bus.last('route:changed');
      const context = route?.base ?? route?.path;
      await setFollowing(deps.api, name, follow, { source, context });
      // The follow sources (spec 3 §7 "source"; issue 11 item 6): which control made the change.
      deps.bus.emit('log:event', {
        event: follow ? 'follow' : 'unfollow',
        data: { name, source: source ?? 'unknown', context: context ?? null },
      });
    } catch (error) {
      announce(deps, name, before);
      showError(deps.bus, failureMessage(`Couldn't ${follow ? 'follow' : 'unfollow'} ${name}`, error));
    }
  } finally {
    deps.store.end('follow', name);
  }
}
