import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { PostCard } from '../../card';
import { makePost, renderWithHost } from '../../testing';
import { POST_ACTION_ALERT } from '../lib/run-post-action';

describe('Like', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('likes optimistically, posts the form and reports the liked count to the host', async () => {
    let resolve: (v: unknown) => void = () => {};
    const { api, bus } = renderWithHost(
      <PostCard post={makePost({ id: '7', root_id: '3', reblog_key: 'rk', note_count: 5 })} position={1} />,
    );
    api.post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('6 notes')).toBeInTheDocument();
    await act(async () => resolve({}));
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.like, { form: { id: '7', root_id: '3', key: 'rk', source: 'dashboard' } });
    expect(bus.payloads('session:counts-changed')).toEqual([{ likedPostDelta: 1 }]);
    expect(bus.payloads('post:updated')[0]?.post).toMatchObject({ id: '7', liked: true, note_count: 6 });
  });

  it('names the blog view as the source inside the blog overlay', async () => {
    const { api } = renderWithHost(<PostCard post={makePost({ id: '8' })} position={1} />, { path: '/blog/bob' });
    api.post.mockResolvedValue({});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.like, { form: expect.objectContaining({ source: 'blog_view' }) });
  });

  it('rolls back and alerts on 401, 404 or 500', async () => {
    const { api, bus } = renderWithHost(<PostCard post={makePost({ liked: true, note_count: 0, like_count: 0 })} position={1} />);
    api.post.mockRejectedValue(new ApiError(500, 'fail'));
    const like = screen.getByRole('button', { name: 'Like' });
    await act(async () => fireEvent.click(like));
    expect(alert).toHaveBeenCalledWith(POST_ACTION_ALERT);
    expect(POST_ACTION_ALERT).toBe('Sorry, we seem to be having technical trouble.  Please try again later.');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    // Counts never went below zero on the way.
    expect(screen.getByText('0 notes')).toBeInTheDocument();
    expect(bus.payloads('session:counts-changed')).toEqual([]);
  });

  it('shows the server message as a toast on 403 instead of an alert', async () => {
    const { api, bus } = renderWithHost(<PostCard post={makePost()} position={1} />);
    api.post.mockRejectedValue(
      new ApiError(403, 'forbidden', [
        { code: 'FORM_KEY_INVALID', detail: 'Your session has expired. Reload the page and try again.' },
      ]),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(alert).not.toHaveBeenCalled();
    expect(bus.payloads('toast:show')).toEqual([
      { message: 'Your session has expired. Reload the page and try again.', tone: 'error' },
    ]);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });
});
