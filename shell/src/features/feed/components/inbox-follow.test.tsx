import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makePost, makeVisitorSession } from '../../../test/fixtures';
import { answerDialogs, inCard, renderFeed, shownIds } from '../../../test/post-action-helpers';
import { PostCard, externalNavigation } from '@dash/post-kit';

const alice = { name: 'alice', uuid: 't:alice', title: 'A', avatar_url: '/a.png', url: 'http://x/alice' };
const inboxItem = (overrides: Parameters<typeof makePost>[0]) =>
  makePost({ blog: alice, is_mine: true, state: 'unapproved', ...overrides });

describe('inbox', () => {
  const ask = inboxItem({
    id: '1',
    type: 'answer',
    content: { question: 'What is your favourite cat?', asking_name: 'carol' },
  });

  it('shows an ask with Answer (the post form) and answers it inline with POST /answer', async () => {
    const { services } = await renderFeed([ask], { page: 'inbox' });
    expect(inCard('1').getByText('What is your favourite cat?')).toBeInTheDocument();
    expect(inCard('1').queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // The inbox's buttons are a chunk of their own (post-kit's post-footer.tsx).
    fireEvent.click(await inCard('1').findByRole('button', { name: 'Answer' }));
    expect(services.bus.payloads('compose:open')).toEqual([{ mode: 'edit', postId: '1' }]);

    services.api.on('post', API_ROUTES.answer, () => ({
      post: { ...ask, state: 'published' },
      context_tumblelog: { unread_count: 0 },
    }));
    const box = inCard('1').getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(box, { target: { value: 'All of them' } });
    await act(async () => fireEvent.submit(box.closest('form')!));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({
      post_id: '1',
      tumblelog: 'alice',
      key: ask.reblog_key,
      answer_text: 'All of them',
    });
    expect(services.session.get().blogs[0]?.unread_count).toBe(0);
    await waitFor(() => expect(shownIds()).toEqual([]));
  });

  it('deletes an ask as a post after confirmation', async () => {
    const { services } = await renderFeed([ask], { page: 'inbox' });
    answerDialogs(services.bus, 'confirm');
    services.api.on('post', API_ROUTES.postDelete, () => ({ id: '1' }));
    fireEvent.click(await inCard('1').findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(services.bus.payloads('post:deleted')).toEqual([{ postId: '1' }]));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({ post_id: '1', channel_id: 'alice' });
  });

  it('posts, queues or denies a submission', async () => {
    const sub = inboxItem({ id: '2', type: 'photo', content: { photos: [] } });
    const sub2 = inboxItem({ id: '3' });
    const sub3 = inboxItem({ id: '4' });
    const { services } = await renderFeed([sub, sub2, sub3], { page: 'inbox' });
    answerDialogs(services.bus, 'confirm');
    services.api.on('post', API_ROUTES.approveSubmission, (options) => ({
      post: { ...sub, id: String(options?.form?.id), state: options?.form?.queue ? 'queued' : 'published' },
    }));
    services.api.on('post', API_ROUTES.denySubmission, () => ({ id: '4' }));

    await act(async () => fireEvent.click(await inCard('2').findByRole('button', { name: 'Post' })));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({ id: '2', queue: undefined });
    await act(async () => fireEvent.click(inCard('3').getByRole('button', { name: 'Queue' })));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({ id: '3', queue: 1 });
    await act(async () => fireEvent.click(inCard('4').getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(services.api.calls.at(-1)?.options?.form).toEqual({ pid: '4' }));
    await waitFor(() => expect(shownIds()).toEqual([]));
  });
});

describe('following from a post', () => {
  it('shows Follow in the header of blogs not followed and asks mfe-blog to follow', () => {
    const { services } = renderWithServices(<PostCard post={makePost({ id: '1', following: false })} position={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'bob', follow: true, source: 'post' }]);
  });

  it('sends a visitor to /follow/{name} in the same window', () => {
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const services = createFakeServices({ session: makeVisitorSession() });
    renderWithServices(<PostCard post={makePost({ following: false, can_reblog: true })} position={1} />, services);
    expect(screen.queryByRole('button', { name: 'Reblog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More options for this post' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(assign).toHaveBeenCalledWith('/follow/bob');
    expect(services.bus.payloads('blog:follow')).toEqual([]);
    assign.mockRestore();
  });

  it('the post menu follows, subscribes only while following, and blocks', async () => {
    const { services } = await renderFeed([makePost({ id: '1', following: false }), makePost({ id: '2', following: false })]);
    const openMenu = () => fireEvent.click(inCard('1').getByRole('button', { name: 'More options for this post' }));
    openMenu();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Follow bob', 'Block bob']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Follow bob' }));
    expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'bob', follow: true, source: 'post' }]);

    // mfe-blog's optimistic fact updates every card of the blog.
    act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: true }));
    expect(inCard('2').queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    openMenu();
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Unfollow bob', 'Subscribe to bob', 'Block bob']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Subscribe to bob' }));
    expect(services.bus.payloads('blog:subscribe')).toEqual([{ name: 'bob', subscribe: true }]);
    act(() => services.bus.emit('blog:subscription-changed', { name: 'bob', subscribed: true, canSubscribe: true }));
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unsubscribe from bob' }));
    expect(services.bus.payloads('blog:subscribe').at(-1)).toEqual({ name: 'bob', subscribe: false });
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Unfollow bob' }));
    expect(services.bus.payloads('blog:follow').at(-1)).toEqual({ name: 'bob', follow: false, source: 'post' });

    // The revert fact (the follow failed) brings the Follow buttons back.
    act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: false }));
    expect(inCard('1').getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(inCard('2').getByRole('button', { name: 'Follow' })).toBeInTheDocument();

    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block bob' }));
    expect(services.bus.payloads('blog:block')).toEqual([{ name: 'bob', postId: '1' }]);
  });

  it('removes a blocked blog’s posts from the page', async () => {
    const carol = { ...alice, name: 'carol' };
    const { services } = await renderFeed([makePost({ id: '1' }), makePost({ id: '2', blog: carol }), makePost({ id: '3' })]);
    act(() => services.bus.emit('blog:blocked', { name: 'bob', blocked: true }));
    await waitFor(() => expect(shownIds()).toEqual(['2']));
  });
});
