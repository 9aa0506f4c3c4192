import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { emittedOn, fakeCommandDeps } from '../../../test/command-fakes';
import { fakeBlogEntity } from '../../../test/fixtures';
import { runSubscribe } from './subscribe-command';

const FACTS = ['blog:subscription-changed', 'toast:show'];

describe('blog:subscribe', () => {
  it('subscribes with POST while following and announces it', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: false });
    api.post.mockResolvedValue({});
    await runSubscribe(deps, { name: 'bob', subscribe: true });
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.subscription('bob'));
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'blog:subscription-changed': { name: 'bob', subscribed: true, canSubscribe: true } },
    ]);
    expect(store.get('bob')).toEqual({ following: true, canSubscribe: true, isSubscribed: true });
  });

  it('unsubscribes with DELETE', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: true });
    api.delete.mockResolvedValue({});
    await runSubscribe(deps, { name: 'bob', subscribe: false });
    expect(api.delete).toHaveBeenCalledWith(API_ROUTES.subscription('bob'));
    expect(api.post).not.toHaveBeenCalled();
    expect(bus.payloads('blog:subscription-changed')).toEqual([{ name: 'bob', subscribed: false, canSubscribe: true }]);
  });

  it('refuses to subscribe while not following, with the toast', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: false, canSubscribe: false, isSubscribed: false });
    await runSubscribe(deps, { name: 'bob', subscribe: true });
    expect(api.post).not.toHaveBeenCalled();
    expect(emittedOn(bus, ...FACTS)).toEqual([{ 'toast:show': { message: 'Follow bob to subscribe.', tone: 'info' } }]);
  });

  it('reads the blog header when it does not know whether the user follows', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    api.get.mockImplementation((_path: string, options: { schema: { parse(v: unknown): unknown } }) =>
      Promise.resolve(options.schema.parse({ tumblelog: fakeBlogEntity('bob', { following: false }) })),
    );
    await runSubscribe(deps, { name: 'bob', subscribe: true });
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogHeader,
      expect.objectContaining({ query: { tumblelog_name_or_id: 'bob' } }),
    );
    expect(bus.payloads('toast:show')).toEqual([{ message: 'Follow bob to subscribe.', tone: 'info' }]);
    expect(store.get('bob')?.following).toBe(false);

    store.seed('carol', { following: true, canSubscribe: true, isSubscribed: false });
    api.post.mockResolvedValue({});
    await runSubscribe(deps, { name: 'carol', subscribe: true });
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.subscription('carol'));
  });

  it('tells an anonymous visitor to follow first, without calls', async () => {
    const { deps, bus, api } = fakeCommandDeps({ isAnonymous: () => true });
    await runSubscribe(deps, { name: 'bob', subscribe: true });
    expect(api.get).not.toHaveBeenCalled();
    expect(bus.payloads('toast:show')).toEqual([{ message: 'Follow bob to subscribe.', tone: 'info' }]);
  });

  it('unsubscribing a blog not followed only corrects the state', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: false, canSubscribe: false, isSubscribed: false });
    await runSubscribe(deps, { name: 'bob', subscribe: false });
    expect(api.delete).not.toHaveBeenCalled();
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'blog:subscription-changed': { name: 'bob', subscribed: false, canSubscribe: false } },
    ]);
  });

  it('shows the failure and changes nothing when the server refuses', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: false });
    api.post.mockRejectedValue(new ApiError(500, 'Server error', [{ code: 'INTERNAL', detail: 'Something went wrong.' }]));
    await runSubscribe(deps, { name: 'bob', subscribe: true });
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'toast:show': { message: "Couldn't subscribe to bob. Something went wrong.", tone: 'error' } },
    ]);
    expect(store.get('bob')?.isSubscribed).toBe(false);
    expect(store.isPending('subscribe', 'bob')).toBe(false);
  });

  it('shows a failure when the header cannot be read', async () => {
    const { deps, bus, api } = fakeCommandDeps();
    api.get.mockRejectedValue(new Error('offline'));
    await runSubscribe(deps, { name: 'bob', subscribe: true });
    expect(api.post).not.toHaveBeenCalled();
    expect(bus.payloads('toast:show')).toEqual([{ message: "Couldn't subscribe to bob. Please try again.", tone: 'error' }]);
  });
});
