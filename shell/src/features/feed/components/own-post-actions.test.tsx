import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { renderWithServices } from '../../../test/fake-services';
import { makePost } from '../../../test/fixtures';
import { answerDialogs, card, inCard, renderFeed, shownIds } from '../../../test/post-action-helpers';
import { PostCard } from '@dash/post-kit';

const alice = { name: 'alice', uuid: 't:alice', title: 'A', avatar_url: '/a.png', url: 'http://x/alice' };
const own = (overrides: Parameters<typeof makePost>[0] = {}) =>
  makePost({ blog: alice, is_mine: true, can_like: true, ...overrides });

describe('own posts', () => {
  it('offer Edit and Delete, never Like or the post menu', () => {
    const { services } = renderWithServices(<PostCard post={own({ id: '1' })} position={1} />);
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More options for this post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(services.bus.payloads('compose:open')).toEqual([{ mode: 'edit', postId: '1' }]);
  });

  it('delete asks first, posts post_id and channel_id, fades the card out, then removes it', async () => {
    const { services } = await renderFeed([own({ id: '1' }), makePost({ id: '2' })]);
    const asked = answerDialogs(services.bus, 'confirm');
    services.api.on('post', API_ROUTES.postDelete, () => ({ id: '1', context_tumblelog: { post_count: 2 } }));
    await act(async () => fireEvent.click(inCard('1').getByRole('button', { name: 'Delete' })));
    expect(asked).toEqual([
      expect.objectContaining({ title: 'Delete this post?', confirmLabel: 'Delete', cancelLabel: 'Nevermind' }),
    ]);
    await waitFor(() => expect(services.bus.payloads('post:deleted')).toEqual([{ postId: '1' }]));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({ post_id: '1', channel_id: 'alice' });
    expect(services.session.get().blogs[0]?.post_count).toBe(2);
    expect(card('1')).toHaveClass('pk-post--leaving');
    await waitFor(() => expect(shownIds()).toEqual(['2']));
  });

  it('asks once when Delete is clicked twice', async () => {
    const { services } = await renderFeed([own({ id: '1' })]);
    const asked: string[] = [];
    services.bus.on('dialog:open', (request) => asked.push(request.id));
    fireEvent.click(inCard('1').getByRole('button', { name: 'Delete' }));
    fireEvent.click(inCard('1').getByRole('button', { name: 'Delete' }));
    expect(asked).toHaveLength(1);
    act(() => services.bus.emit('dialog:closed', { id: asked[0]!, result: 'cancel' }));
  });

  it('delete does nothing when the dialog is dismissed', async () => {
    const { services } = await renderFeed([own({ id: '1' })]);
    answerDialogs(services.bus, 'cancel');
    await act(async () => fireEvent.click(inCard('1').getByRole('button', { name: 'Delete' })));
    expect(services.api.calls.filter((c) => c.method === 'post')).toEqual([]);
    expect(shownIds()).toEqual(['1']);
  });

  it('a forbidden delete shows the server message and keeps the post', async () => {
    const { services } = await renderFeed([own({ id: '1' })]);
    answerDialogs(services.bus, 'confirm');
    services.api.on('post', API_ROUTES.postDelete, () => {
      throw new ApiError(403, 'x', [{ code: 'FORBIDDEN', detail: "You can't delete that post." }]);
    });
    fireEvent.click(inCard('1').getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(services.bus.payloads('toast:show')).toEqual([{ message: "You can't delete that post.", tone: 'error' }]),
    );
    expect(services.bus.payloads('log:event')[0]?.event).toBe('post-action:forbidden');
    expect(shownIds()).toEqual(['1']);
  });
});

describe('drafts and queue', () => {
  it('a draft is published with its id and leaves the drafts page with a fade', async () => {
    const draft = own({ id: '7', state: 'draft' });
    const { services } = await renderFeed([draft], { page: 'drafts' });
    services.api.on('post', API_ROUTES.publish, () => ({
      post: { ...draft, state: 'published' },
      message: 'Published.',
      context_tumblelog: { drafts_count: 0 },
    }));
    expect(inCard('7').getByText('Draft')).toBeInTheDocument();
    await act(async () => fireEvent.click(inCard('7').getByRole('button', { name: 'Publish' })));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({ id: '7', queue: undefined });
    expect(services.session.get().blogs[0]?.drafts_count).toBe(0);
    expect(services.bus.payloads('toast:show')).toEqual([{ message: 'Published.', tone: 'success' }]);
    await waitFor(() => expect(shownIds()).toEqual([]));
  });

  it('queue posts are published now with queue=1, and show Queued or Scheduled for {date}', async () => {
    const publishOn = Date.UTC(2026, 11, 24, 9, 30) / 1000;
    const queued = own({ id: '8', state: 'queued' });
    const scheduled = own({ id: '9', state: 'scheduled', publish_on: publishOn });
    const { services } = await renderFeed([queued, scheduled], { page: 'queue' });
    expect(inCard('8').getByText('Queued')).toBeInTheDocument();
    const expected = new Date(publishOn * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(inCard('9').getByText(`Scheduled for ${expected}`)).toBeInTheDocument();
    expect(inCard('9').getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(inCard('9').getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    services.api.on('post', API_ROUTES.publish, () => ({ post: { ...queued, state: 'published' } }));
    await act(async () => fireEvent.click(inCard('8').getByRole('button', { name: 'Publish now' })));
    expect(services.api.calls.at(-1)?.options?.form).toEqual({ id: '8', queue: 1 });
    await waitFor(() => expect(shownIds()).toEqual(['9']));
  });

  it('a failed publish keeps the post and shows the error body message', async () => {
    const draft = own({ id: '7', state: 'draft' });
    const { services } = await renderFeed([draft], { page: 'drafts' });
    services.api.on('post', API_ROUTES.publish, () => {
      throw new ApiError(400, 'x', [{ code: 'INVALID', detail: 'Post body empty.' }]);
    });
    await act(async () => fireEvent.click(inCard('7').getByRole('button', { name: 'Publish' })));
    expect(services.bus.payloads('toast:show')).toEqual([{ message: 'Post body empty.', tone: 'error' }]);
    expect(services.bus.payloads('log:event')[0]).toMatchObject({
      event: 'post-action:failure',
      data: { action: 'publish', status: 400, body: [{ code: 'INVALID', detail: 'Post body empty.' }] },
    });
    expect(shownIds()).toEqual(['7']);
  });
});

describe('promote', () => {
  it('offers Promote in #tag on own published posts carrying the tag, then Stop promoting', async () => {
    const post = own({ id: '3', tags: ['Cats'] });
    const other = own({ id: '4', tags: ['cats'], state: 'published' });
    const { services } = await renderFeed([post, other, makePost({ id: '5', tags: ['cats'] })], { page: 'tagged', tag: 'cats' });
    services.api.on('post', API_ROUTES.promote, () => ({ post }));
    // Promoting is a chunk of its own (post-kit's own-post-actions.tsx).
    await act(async () => fireEvent.click(await inCard('3').findByRole('button', { name: 'Promote in #cats' })));
    expect(inCard('5').queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();
    expect(services.api.calls.at(-1)?.options?.form).toEqual({
      tag: 'cats',
      post_id: '3',
      reblog_key: post.reblog_key,
      tumblelog_name: 'alice',
    });
    expect(inCard('3').getByText('Promoted')).toBeInTheDocument();

    services.api.on('post', API_ROUTES.unpromote, () => ({ post: { ...post, promoted_tags: [] } }));
    await act(async () => fireEvent.click(inCard('3').getByRole('button', { name: 'Stop promoting' })));
    expect(services.api.calls.at(-1)).toMatchObject({ path: API_ROUTES.unpromote, options: { form: { tag_id: 'cats' } } });
    expect(inCard('3').queryByText('Promoted')).not.toBeInTheDocument();
    expect(inCard('3').getByRole('button', { name: 'Promote in #cats' })).toBeInTheDocument();
  });
});
