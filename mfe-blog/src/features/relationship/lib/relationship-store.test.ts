import { createFakeBus } from '@dash/remote-kit/src/testing';
import { createRelationshipStore, withFollowing } from './relationship-store';

const FOLLOWING = { following: true, canSubscribe: true, isSubscribed: true };

describe('relationship store', () => {
  it('follows the facts on the bus until stopped', () => {
    const bus = createFakeBus();
    const store = createRelationshipStore();
    const stop = store.listen(bus);
    const changed = jest.fn();
    store.subscribe(changed);
    bus.emit('blog:follow-changed', { name: 'bob', following: true });
    expect(store.get('bob')).toEqual({ following: true, canSubscribe: true, isSubscribed: false });
    bus.emit('blog:subscription-changed', { name: 'bob', subscribed: true, canSubscribe: true });
    expect(store.get('bob')).toEqual(FOLLOWING);
    bus.emit('blog:blocked', { name: 'bob', blocked: true });
    expect(store.get('bob')).toEqual({ following: false, canSubscribe: false, isSubscribed: false });
    expect(changed).toHaveBeenCalledTimes(3);
    stop();
    bus.emit('blog:follow-changed', { name: 'bob', following: true });
    expect(store.get('bob')?.following).toBe(false);
  });

  it('unfollowing clears can_subscribe and is_subscribed; following keeps the subscription', () => {
    expect(withFollowing(FOLLOWING, false)).toEqual({ following: false, canSubscribe: false, isSubscribed: false });
    expect(withFollowing({ following: false, canSubscribe: false, isSubscribed: true }, true)).toEqual(FOLLOWING);
    expect(withFollowing(undefined, true)).toEqual({ following: true, canSubscribe: true, isSubscribed: false });
  });

  it('keeps an optimistic follow over a header read, and one action of a kind per blog', () => {
    const store = createRelationshipStore();
    expect(store.begin('follow', 'bob')).toBe(true);
    expect(store.begin('follow', 'bob')).toBe(false);
    expect(store.begin('subscribe', 'bob')).toBe(true);
    store.seed('bob', FOLLOWING);
    expect(store.get('bob')).toBeUndefined();
    store.end('follow', 'bob');
    store.seed('bob', FOLLOWING);
    expect(store.get('bob')).toEqual(FOLLOWING);
    expect(store.isPending('subscribe', 'bob')).toBe(true);
  });
});
