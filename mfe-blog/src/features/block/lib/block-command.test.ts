import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { answerDialogs, emittedOn, fakeCommandDeps } from '../../../test/command-fakes';
import { runBlock } from './block-command';

const OK = { blocked: true, tumblelog: 'alpha', blocked_tumblelog: 'bob' };
const FACTS = ['blog:blocked', 'blog:follow-changed', 'blog:subscription-changed', 'toast:show'];

describe('blog:block', () => {
  it('asks with the exact spec 1 §8 text', async () => {
    const { deps, bus } = fakeCommandDeps();
    const asked = answerDialogs(bus, 'cancel');
    await runBlock(deps, { name: 'bob' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      id: expect.stringMatching(/^blog-block-/),
      title: 'Are you sure you want to block bob from alpha?',
      body: ['They will not be able to follow you, message you, see you in search, or interact with your posts.'],
      confirmLabel: 'Block',
      cancelLabel: 'Nevermind',
      tone: 'danger',
    });
  });

  it('does nothing on Nevermind', async () => {
    const { deps, bus, api, store } = fakeCommandDeps();
    answerDialogs(bus, 'cancel');
    await runBlock(deps, { name: 'bob' });
    expect(api.post).not.toHaveBeenCalled();
    expect(emittedOn(bus, ...FACTS)).toEqual([]);
    expect(store.isPending('block', 'bob')).toBe(false);
  });

  it('blocks the blog from the current blog and announces it (the server unfollows it too)', async () => {
    const { deps, bus, api, store } = fakeCommandDeps({ currentBlog: () => 'beta', ownBlogs: () => ['alpha', 'beta'] });
    store.seed('bob', { following: true, canSubscribe: true, isSubscribed: true });
    answerDialogs(bus, 'confirm');
    api.post.mockResolvedValue({ ...OK, tumblelog: 'beta' });
    await runBlock(deps, { name: 'bob' });
    expect(bus.payloads('dialog:open')[0]?.title).toBe('Are you sure you want to block bob from beta?');
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.blockAdd, {
      form: { tumblelog: 'beta', blocked_tumblelog: 'bob', block_context: 'blog' },
      schema: expect.anything(),
    });
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'blog:blocked': { name: 'bob', blocked: true } },
      { 'blog:follow-changed': { name: 'bob', following: false } },
      { 'blog:subscription-changed': { name: 'bob', subscribed: false, canSubscribe: false } },
      { 'toast:show': { message: 'bob is blocked.', tone: 'success' } },
    ]);
    expect(store.get('bob')).toEqual({ following: false, canSubscribe: false, isSubscribed: false });
  });

  it('blocks through a post when a post id is given', async () => {
    const { deps, bus, api } = fakeCommandDeps();
    answerDialogs(bus, 'confirm');
    api.post.mockResolvedValue(OK);
    await runBlock(deps, { name: 'bob', postId: '42' });
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.blockAdd, {
      form: { tumblelog: 'alpha', blocked_post: '42', block_context: 'post' },
      schema: expect.anything(),
    });
    expect(bus.payloads('blog:blocked')).toEqual([{ name: 'bob', blocked: true }]);
  });

  it('shows the failure and announces nothing when the server refuses', async () => {
    const { deps, bus, api } = fakeCommandDeps();
    answerDialogs(bus, 'confirm');
    api.post.mockRejectedValue(new ApiError(400, 'Bad request', [{ code: 'INVALID', detail: 'That blog does not exist.' }]));
    await runBlock(deps, { name: 'bob' });
    expect(emittedOn(bus, ...FACTS)).toEqual([
      { 'toast:show': { message: "Couldn't block bob. That blog does not exist.", tone: 'error' } },
    ]);
  });

  it('refuses own blogs and signed-out visitors without asking', async () => {
    const own = fakeCommandDeps();
    await runBlock(own.deps, { name: 'alpha' });
    expect(own.bus.payloads('dialog:open')).toEqual([]);
    expect(own.bus.payloads('toast:show')).toEqual([{ message: "You can't block your own blog.", tone: 'error' }]);

    const anonymous = fakeCommandDeps({ isAnonymous: () => true, currentBlog: () => null });
    await runBlock(anonymous.deps, { name: 'bob' });
    expect(anonymous.bus.payloads('dialog:open')).toEqual([]);
    expect(anonymous.bus.payloads('toast:show')).toEqual([{ message: 'Log in to block blogs.', tone: 'error' }]);
    expect(anonymous.api.post).not.toHaveBeenCalled();
  });

  it('asks once when the same block is requested twice', async () => {
    const { deps, bus } = fakeCommandDeps();
    const first = runBlock(deps, { name: 'bob' });
    await runBlock(deps, { name: 'bob' });
    expect(bus.payloads('dialog:open')).toHaveLength(1);
    const id = bus.payloads('dialog:open')[0]?.id ?? '';
    bus.emit('dialog:closed', { id, result: 'cancel' });
    await first;
  });
});
