import type { TopicPayload } from '@dash/shared-contracts';
import { setSubscription } from '../api/set-subscription';
import { failureMessage, loadRelationship, showError, type CommandDeps } from '../../relationship';

export type SubscribeCommand = TopicPayload<'blog:subscribe'>;

export const followFirstMessage = (name: string) => `Follow ${name} to subscribe.`;

/**
 * 'blog:subscribe' (spec 1 §4: subscribing is possible only while following). Whether we follow
 * comes from what this remote knows, else from the blog header. Not optimistic (the spec makes
 * only following optimistic): the fact is announced once the server agreed.
 */
export async function runSubscribe(deps: CommandDeps, { name, subscribe }: SubscribeCommand): Promise<void> {
  if (!deps.store.begin('subscribe', name)) return;
  const what = subscribe ? `Couldn't subscribe to ${name}` : `Couldn't unsubscribe from ${name}`;
  try {
    const following = deps.isAnonymous() ? false : (await loadRelationship(deps, name)).following;
    if (!following) {
      // Not following means not subscribed (unfollowing clears it): nothing to undo.
      if (subscribe) deps.bus.emit('toast:show', { message: followFirstMessage(name), tone: 'info' });
      else deps.bus.emit('blog:subscription-changed', { name, subscribed: false, canSubscribe: false });
      return;
    }
    await setSubscription(deps.api, name, subscribe);
    deps.bus.emit('blog:subscription-changed', { name, subscribed: subscribe, canSubscribe: true });
  } catch (error) {
    showError(deps.bus, failureMessage(what, error));
  } finally {
    deps.store.end('subscribe', name);
  }
}
