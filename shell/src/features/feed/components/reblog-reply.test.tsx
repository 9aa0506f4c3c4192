import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { renderWithServices } from '../../../test/fake-services';
import { makePost } from '../../../test/fixtures';
import { card, inCard, renderFeed, shownIds } from '../../../test/post-action-helpers';
import { PostCard } from '@dash/post-kit';
import { makeNote } from '@dash/post-kit/src/testing';

const mine = { name: 'alice', uuid: 't:alice', title: 'A', avatar_url: '/a.png', url: 'http://x/alice' };

describe('Reblog', () => {
  it('reblogs now: reblogged, post:created, the answer message toasted, the new post shown on top', async () => {
    const original = makePost({ id: '1', reblog_key: 'rk1' });
    const created = makePost({ id: '90', blog: mine, reblogged_from: original.blog });
    const { services } = await renderFeed([original]);
    services.api.on('post', API_ROUTES.fastReblog, () => ({
      created_post: created,
      post: { ...original, reblogged: true },
      message: 'Reblogged to alice.',
      context_tumblelog: { post_count: 44 },
    }));
    services.api.on('get', API_ROUTES.feed('dashboard', 'before', '0'), () => ({ posts: [created, original], next_ref: null }));

    const menuButton = inCard('1').getByRole('button', { name: 'Reblog' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Reblog now' })).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Reblog now' })));

    const call = services.api.calls.find((c) => c.path === API_ROUTES.fastReblog);
    expect(call?.options?.form).toEqual({ reblog_key: 'rk1', reblog_post_id: '1', queue: undefined });
    expect(services.bus.payloads('post:created')).toEqual([{ post: created }]);
    expect(services.bus.payloads('toast:show')).toEqual([{ message: 'Reblogged to alice.', tone: 'success' }]);
    expect(services.session.get().blogs[0]?.post_count).toBe(44);
    await waitFor(() => expect(shownIds()).toEqual(['90', '1']));
    expect(inCard('1').getByRole('button', { name: 'Reblog' })).toHaveClass('pk-reblog--on');
    expect(menuButton).toHaveFocus();
  });

  it('adds to the queue with queue=1', async () => {
    const post = makePost({ id: '2' });
    const { services } = await renderFeed([post], { page: 'explore' });
    services.api.on('post', API_ROUTES.fastReblog, () => ({
      created_post: makePost({ id: '91', blog: mine, state: 'queued' }),
      post: { ...post, reblogged: true },
      message: 'Added to your queue.',
    }));
    fireEvent.click(inCard('2').getByRole('button', { name: 'Reblog' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Add to queue' })));
    expect(services.api.calls.at(-1)?.options?.form).toMatchObject({ queue: 1 });
    // A queued reblog does not belong on explore.
    expect(shownIds()).toEqual(['2']);
  });

  it('opens the post form for a reblog with comment, and moves through the menu by keyboard', () => {
    const { services } = renderWithServices(<PostCard post={makePost({ id: '3', reblog_key: 'k3' })} position={1} />);
    const button = screen.getByRole('button', { name: 'Reblog' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Reblog now', 'Add to queue', 'Reblog with comment']);
    expect(items[2]).toHaveFocus();
    fireEvent.keyDown(items[2]!, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Reblog now' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reblog with comment' }));
    expect(services.bus.payloads('compose:open')).toEqual([{ mode: 'reblog', postId: '3', reblogKey: 'k3' }]);
  });

  it('is not offered when the post cannot be reblogged', () => {
    renderWithServices(<PostCard post={makePost({ can_reblog: false })} position={1} />);
    expect(screen.queryByRole('button', { name: 'Reblog' })).not.toBeInTheDocument();
  });

  it('closes its menu on a click outside or Tab', () => {
    renderWithServices(<PostCard post={makePost()} position={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reblog' }));
    expect(screen.getByRole('button', { name: 'Reblog' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reblog' }));
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Reblog now' }), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('alerts and changes nothing when the reblog fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { services } = await renderFeed([makePost({ id: '4' })]);
    services.api.on('post', API_ROUTES.fastReblog, () => {
      throw new ApiError(500, 'x');
    });
    fireEvent.click(inCard('4').getByRole('button', { name: 'Reblog' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Reblog now' })));
    expect(alert).toHaveBeenCalled();
    expect(services.bus.payloads('post:created')).toEqual([]);
    expect(inCard('4').getByRole('button', { name: 'Reblog' })).not.toHaveClass('pk-reblog--on');
    alert.mockRestore();
  });
});

describe('Reply', () => {
  it('toggles a one-line box that sends on Enter and counts the note', async () => {
    const post = makePost({ id: '5', note_count: 999, reblog_key: 'k5' });
    const { services } = await renderFeed([post]);
    const note = makeNote('reply', 'alice', 1, { reply_text: 'nice one' });
    services.api.on('post', API_ROUTES.reply, () => ({ post, message: 'Your reply was sent.', note }));
    const reply = inCard('5').getByRole('button', { name: 'Reply' });
    fireEvent.click(reply);
    expect(reply).toHaveAttribute('aria-expanded', 'true');
    // The reply box is a chunk of its own, loaded on the first Reply (post-kit's lazy-actions.tsx).
    const box = await inCard('5').findByRole('textbox', { name: 'Reply to bob' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxLength', '475');
    fireEvent.change(box, { target: { value: '  nice one ' } });
    await act(async () => fireEvent.submit(box.closest('form')!));
    expect(services.api.calls.at(-1)).toMatchObject({
      path: API_ROUTES.reply,
      options: { form: { reply_text: 'nice one', post_id: '5', tumblelog: 'bob', tumblelog_key: 'k5', source: 'dashboard' } },
    });
    expect(inCard('5').getByText('1,000 notes')).toBeInTheDocument();
    expect(services.bus.payloads('toast:show')).toEqual([{ message: 'Your reply was sent.', tone: 'success' }]);
    expect(inCard('5').queryByRole('textbox')).not.toBeInTheDocument();
    expect(reply).toHaveFocus();
  });

  it('closes on Escape and keeps the text when sending fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { services } = await renderFeed([makePost({ id: '6' })]);
    services.api.on('post', API_ROUTES.reply, () => {
      throw new ApiError(404, 'gone');
    });
    fireEvent.click(inCard('6').getByRole('button', { name: 'Reply' }));
    const box = await inCard('6').findByRole('textbox', { name: 'Reply to bob' });
    fireEvent.change(box, { target: { value: 'hello' } });
    await act(async () => fireEvent.click(inCard('6').getByRole('button', { name: 'Send' })));
    expect(alert).toHaveBeenCalled();
    expect(box).toHaveValue('hello');
    expect(card('6')).toHaveTextContent('5 notes');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(inCard('6').queryByRole('textbox')).not.toBeInTheDocument();
    alert.mockRestore();
  });
});
