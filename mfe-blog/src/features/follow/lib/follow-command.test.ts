import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { answerDialogs, emittedOn, fakeCommandDeps } from '../../../test/command-fakes';
import { runFollow, unfollowDialog } from './follow-command';

const FACTS = ['blog:follow-changed', 'blog:subscription-changed', 'toast:show'];

describe('blog:follow', () => {
  it('follows optimistically, sets can_subscribe, then posts tumblelog, source and context', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    bus.emit('route:changed', { path: '/dashboard', search: '' });
    let finish: () => void = () => undefined;
    api.post.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const done = runFollow(deps, { name: 'bob', follow: true, source: 'post_header' });
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'blog:follow-changed': { name: 'bob', following: true } },
      { 'blog:subscription-changed': { name: 'bob', subscribed: false, canSubscribe: true } },
    ]);
    expect(store.get('bob')).toEqual({ following: true, canSubscribe: true, isSubscribed: false });
    expect(store.isPending('follow', 'bob')).toBe(true);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.follow, {
      form: { tumblelog: 'bob', source: 'post_header', context: '/dashboard' },
    });
    expect(bus.payloads('log:event')).toEqual([]);
    finish();
    await done;
    expect(store.isPending('follow', 'bob')).toBe(false);
    expect(bus.payloads('dialog:open')).toEqual([]);
    // Logged once done, with its source (issue 11 item 6).
    expect(bus.payloads('log:event')).toEqual([
      { event: 'follow', data: { name: 'bob', source: 'post_header', context: '/dashboard' } },
    ]);
  });

  it('reverts the facts and shows a toast when following fails', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    api.post.mockRejectedValue(new ApiError(403, 'Forbidden', [{ code: 'BLOCKED', detail: 'You cannot follow this blog.' }]));
    await runFollow(deps, { name: 'bob', follow: true });
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'blog:follow-changed': { name: 'bob', following: true } },
      { 'blog:subscription-changed': { name: 'bob', subscribed: false, canSubscribe: true } },
      { 'blog:follow-changed': { name: 'bob', following: false } },
      { 'blog:subscription-changed': { name: 'bob', subscribed: false, canSubscribe: false } },
      { 'toast:show': { message: "Couldn't follow bob. You cannot follow this blog.", tone: 'error' } },
    ]);
    expect(store.get('bob')?.following).toBe(false);
    expect(bus.payloads('log:event')).toEqual([]);
  });

  it('asks before unfollowing and unfollows on confirm, clearing the subscription', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: true });
    const asked = answerDialogs(bus, 'confirm');
    api.post.mockResolvedValue({});
    await runFollow(deps, { name: 'bob', follow: false, source: 'peepr' });
    expect(bus.payloads('log:event')).toEqual([{ event: 'unfollow', data: { name: 'bob', source: 'peepr', context: null } }]);
    expect(asked).toEqual([
      expect.objectContaining({
        title: 'Unfollow bob?',
        body: [],
        confirmLabel: 'Unfollow',
        cancelLabel: 'Nevermind',
        tone: 'default',
      }),
    ]);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.unfollow, {
      form: { tumblelog: 'bob', source: 'peepr', context: undefined },
    });
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'blog:follow-changed': { name: 'bob', following: false } },
      { 'blog:subscription-changed': { name: 'bob', subscribed: false, canSubscribe: false } },
    ]);
  });

  it('does nothing when the confirmation is cancelled (Nevermind or Escape)', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: true });
    answerDialogs(bus, 'cancel');
    await runFollow(deps, { name: 'bob', follow: false });
    expect(api.post).not.toHaveBeenCalled();
    expect(emittedOn(bus, ...FACTS)).toEqual([]);
    expect(store.get('bob')).toEqual({ following: true, canSubscribe: true, isSubscribed: true });
    expect(store.isPending('follow', 'bob')).toBe(false);
  });

  it('unfollows without asking when confirm is false', async () => {
    const { deps, bus, api } = fakeCommandDeps();
    api.post.mockResolvedValue({});
    await runFollow(deps, { name: 'bob', follow: false, confirm: false });
    expect(bus.payloads('dialog:open')).toEqual([]);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.unfollow, expect.anything());
  });

  it('restores following and the subscription when unfollowing fails', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: true });
    api.post.mockRejectedValue(new Error('offline'));
    await runFollow(deps, { name: 'bob', follow: false, confirm: false });
    expect(emittedOn(bus, ...FACTS).slice(2)).toEqual([
      { 'blog:follow-changed': { name: 'bob', following: true } },
      { 'blog:subscription-changed': { name: 'bob', subscribed: true, canSubscribe: true } },
      { 'toast:show': { message: "Couldn't unfollow bob. Please try again.", tone: 'error' } },
    ]);
    expect(store.get('bob')).toEqual({ following: true, canSubscribe: true, isSubscribed: true });
  });

  it('sends an anonymous visitor to /follow/{name} for follow and unfollow, without calls or facts', async () => {
    const { deps, bus, api, assign } = fakeCommandDeps({ isAnonymous: () => true });
    await runFollow(deps, { name: 'bob smith', follow: true });
    await runFollow(deps, { name: 'bob', follow: false });
    expect(assign.mock.calls).toEqual([['/follow/bob%20smith'], ['/follow/bob']]);
    expect(api.post).not.toHaveBeenCalled();
    expect(bus.emitted).toEqual([]);
  });

  it('drops a second request for the same blog while one is under way', async () => {
    const { deps, api } = fakeCommandDeps();
    let finish: () => void = () => undefined;
    api.post.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = runFollow(deps, { name: 'bob', follow: true });
    await runFollow(deps, { name: 'bob', follow: true });
    await runFollow(deps, { name: 'bob', follow: false, confirm: false });
    expect(api.post).toHaveBeenCalledTimes(1);
    finish();
    await first;
    api.post.mockResolvedValue({});
    await runFollow(deps, { name: 'carol', follow: true });
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('builds the confirmation from the name', () => {
    expect(unfollowDialog('cats').title).toBe('Unfollow cats?');
  });
});
