import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { renderWithServices } from '../../../test/fake-services';
import { makePost } from '../../../test/fixtures';
import { POST_ACTION_ALERT } from '../hooks/use-like';
import { PostCard } from './post-card';

describe('Like', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('likes optimistically, posts the form and counts the like on the user', async () => {
    let resolve: (v: unknown) => void = () => {};
    const { services } = renderWithServices(
      <PostCard post={makePost({ id: '7', root_id: '3', reblog_key: 'rk', note_count: 5 })} position={1} />,
    );
    services.api.on('post', API_ROUTES.like, () => new Promise((r) => (resolve = r)));
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('6 notes')).toBeInTheDocument();
    await act(async () => resolve({}));
    expect(services.api.calls[0]).toMatchObject({
      method: 'post',
      path: API_ROUTES.like,
      options: { form: { id: '7', root_id: '3', key: 'rk', source: 'dashboard' } },
    });
    expect(services.session.get().user?.liked_post_count).toBe(1235);
    expect(services.bus.emittedOn('post:updated')[0]?.post).toMatchObject({ id: '7', liked: true, note_count: 6 });
  });

  it('rolls back and alerts on 401, 404 or 500', async () => {
    const { services } = renderWithServices(
      <PostCard post={makePost({ liked: true, note_count: 0, like_count: 0 })} position={1} />,
    );
    services.api.on('post', API_ROUTES.unlike, () => {
      throw new ApiError(500, 'fail');
    });
    const like = screen.getByRole('button', { name: 'Like' });
    await act(async () => fireEvent.click(like));
    expect(alert).toHaveBeenCalledWith(POST_ACTION_ALERT);
    expect(POST_ACTION_ALERT).toBe('Sorry, we seem to be having technical trouble.  Please try again later.');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    // Counts never went below zero on the way.
    expect(screen.getByText('0 notes')).toBeInTheDocument();
  });

  it('shows the server message as a toast on 403 instead of an alert', async () => {
    const { services } = renderWithServices(<PostCard post={makePost()} position={1} />);
    services.api.on('post', API_ROUTES.like, () => {
      throw new ApiError(403, 'forbidden', [
        { code: 'FORM_KEY_INVALID', detail: 'Your session has expired. Reload the page and try again.' },
      ]);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(alert).not.toHaveBeenCalled();
    expect(services.bus.emittedOn('toast:show')).toEqual([
      { message: 'Your session has expired. Reload the page and try again.', tone: 'error' },
    ]);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });
});
