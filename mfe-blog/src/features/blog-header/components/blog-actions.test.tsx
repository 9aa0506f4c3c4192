import '@testing-library/jest-dom';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { fakeSession } from '@dash/remote-kit/src/testing';
import { fakeBlogEntity } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';
import { answerDialogs } from '../../../test/command-fakes';
import { BLOCK_NOTE } from '../../block/lib/block-dialog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

async function openBob(extra: Parameters<typeof fakeBlogEntity>[1] = {}, session = fakeSession()) {
  const view = renderBlog({ blog: fakeBlogEntity('bob', extra), session });
  act(() => view.bus.emit('blog:open', { name: 'bob' }));
  await screen.findByRole('heading', { name: "bob's place" });
  return view;
}

describe('peepr header actions', () => {
  it('follows optimistically through the follow command, then offers Subscribe', async () => {
    const user = userEvent.setup();
    const { api, payloads } = await openBob();
    let finish: () => void = () => undefined;
    api.post.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(payloads('blog:follow-changed')).toEqual([{ name: 'bob', following: true }]);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.follow, {
      form: { tumblelog: 'bob', source: 'peepr', context: '/dashboard' },
    });
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-busy', 'false');
  });

  it('reverts the button and shows a toast when following fails', async () => {
    const user = userEvent.setup();
    const { api, payloads } = await openBob();
    api.post.mockRejectedValue(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(payloads('toast:show')).toEqual([{ message: "Couldn't follow bob. Please try again.", tone: 'error' }]);
    expect(payloads('blog:follow-changed')).toEqual([
      { name: 'bob', following: true },
      { name: 'bob', following: false },
    ]);
  });

  it('asks through the dialog service before unfollowing; Nevermind keeps following', async () => {
    const user = userEvent.setup();
    const { bus, api, payloads } = await openBob({ following: true, can_subscribe: true, is_subscribed: true });
    const asked = answerDialogs(bus, 'cancel', 'confirm');
    api.post.mockResolvedValue({});
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(asked.map((d) => [d.title, d.confirmLabel, d.cancelLabel])).toEqual([['Unfollow bob?', 'Unfollow', 'Nevermind']]);
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.unfollow, {
      form: { tumblelog: 'bob', source: 'peepr', context: '/dashboard' },
    });
    expect(payloads('blog:follow-changed')).toEqual([{ name: 'bob', following: false }]);
  });

  it('follows facts announced by others (the shell post cards, other tabs)', async () => {
    const { bus } = await openBob();
    act(() => bus.emit('blog:follow-changed', { name: 'bob', following: true }));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    act(() => bus.emit('blog:subscription-changed', { name: 'bob', subscribed: true, canSubscribe: true }));
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    act(() => bus.emit('blog:follow-changed', { name: 'carol', following: false }));
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  it('subscribes with POST and unsubscribes with DELETE while following', async () => {
    const user = userEvent.setup();
    const { api, payloads } = await openBob({ following: true, can_subscribe: true });
    api.post.mockResolvedValue({});
    api.delete.mockResolvedValue({});
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.subscription('bob'));
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith(API_ROUTES.subscription('bob'));
    expect(payloads('blog:subscription-changed')).toEqual([
      { name: 'bob', subscribed: true, canSubscribe: true },
      { name: 'bob', subscribed: false, canSubscribe: true },
    ]);
  });

  it('blocks from the current blog after the exact confirmation, then closes the panel', async () => {
    const user = userEvent.setup();
    const { bus, api, payloads } = await openBob();
    const asked = answerDialogs(bus, 'confirm');
    api.post.mockResolvedValue({ blocked: true, tumblelog: 'alpha', blocked_tumblelog: 'bob' });
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(asked).toEqual([
      expect.objectContaining({
        title: 'Are you sure you want to block bob from alpha?',
        body: [BLOCK_NOTE],
        confirmLabel: 'Block',
        cancelLabel: 'Nevermind',
        tone: 'danger',
      }),
    ]);
    await waitFor(() => expect(payloads('blog:blocked')).toEqual([{ name: 'bob', blocked: true }]));
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.blockAdd, {
      form: { tumblelog: 'alpha', blocked_tumblelog: 'bob', block_context: 'blog' },
      schema: expect.anything(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no controls on the user own blogs', async () => {
    const view = renderBlog({ blog: fakeBlogEntity('alpha', { is_mine: false }) });
    act(() => view.bus.emit('blog:open', { name: 'alpha' }));
    await screen.findByRole('heading', { name: "alpha's place" });
    for (const name of ['Follow', 'Unfollow', 'Subscribe', 'Block']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('offers no Block to a logged-out visitor, nor for a blog already blocked', async () => {
    const anonymous = fakeSession({ logged_in: false, user: null, blogs: [], current_blog: null });
    await openBob({}, anonymous);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    cleanup();
    document.body.innerHTML = '';
    await openBob({ is_blocked: true });
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });
});
