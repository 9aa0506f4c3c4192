import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import type { BlogModeration, ModerationStateResponse } from '@dash/shared-contracts';
import { fakeSession } from '@dash/remote-kit/src/testing';
import { fakeBlogEntity } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';
import { MODERATION_SHORTCUTS_REASON } from './moderation-dialog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const OFF: BlogModeration = { spam: false, nsfw: false, adult: false, uniblock: false, suspended: false };
const admin = () => fakeSession({}, { name: 'root', is_admin: true });

/** The blog remote with bob's header served, and bob's moderation state for GET /svc/moderation/bob. */
function renderWithModeration(options: Parameters<typeof renderBlog>[0] & { state?: ModerationStateResponse | Error } = {}) {
  const view = renderBlog({ blog: fakeBlogEntity('bob'), ...options });
  const served = view.api.get.getMockImplementation();
  const state = options.state ?? { tumblelog: 'bob', moderation: OFF, log: [] };
  view.api.get.mockImplementation((path: string, opts: { schema: { parse(v: unknown): unknown } }) => {
    if (path === API_ROUTES.moderation('bob'))
      return state instanceof Error ? Promise.reject(state) : Promise.resolve(opts.schema.parse(state));
    return served?.(path, opts);
  });
  return view;
}

async function openPeepr(view: ReturnType<typeof renderBlog>) {
  act(() => view.bus.emit('blog:open', { name: 'bob' }));
  return screen.findByRole('heading', { name: "bob's place" });
}

describe('the moderation control (admins only)', () => {
  it('is not there for anyone else, and `blog:moderate` from them only says so', async () => {
    const view = renderWithModeration({ session: fakeSession() });
    await openPeepr(view);
    expect(screen.queryByRole('button', { name: 'Moderation' })).toBeNull();
    act(() => view.bus.emit('blog:moderate', { name: 'bob' }));
    expect(view.payloads('toast:show')).toEqual([{ message: 'Only admins can moderate blogs.', tone: 'error' }]);
    expect(screen.queryByRole('dialog', { name: 'Moderate bob' })).toBeNull();
    expect(view.api.get).not.toHaveBeenCalledWith(API_ROUTES.moderation('bob'), expect.anything());
  });

  it("opens from the peepr header with the blog's five flags and its latest changes", async () => {
    const user = userEvent.setup();
    const view = renderWithModeration({
      session: admin(),
      state: {
        tumblelog: 'bob',
        moderation: { ...OFF, nsfw: true },
        log: [{ flag: 'nsfw', value: true, actor: 'root', created_at: 1_700_000_000 }],
      },
    });
    await openPeepr(view);
    const opener = screen.getByRole('button', { name: 'Moderation' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Moderate bob' });
    await within(dialog).findByRole('switch', { name: 'Spam' });
    const labels = ['Spam', 'NSFW', 'Adult', 'Uniblock', 'Suspended'];
    expect(within(dialog).getAllByRole('switch')).toEqual(labels.map((name) => within(dialog).getByRole('switch', { name })));
    expect(labels.filter((name) => (within(dialog).getByRole('switch', { name }) as HTMLInputElement).checked)).toEqual(['NSFW']);
    expect(within(dialog).getByRole('switch', { name: 'Suspended' })).toHaveAccessibleDescription(
      'Hidden from everyone but its owner and admins; it cannot post.',
    );
    expect(within(within(dialog).getByRole('list', { name: 'Recent changes' })).getByText('NSFW on')).toBeInTheDocument();
    expect(within(dialog).getByText(/by root/)).toBeInTheDocument();
    expect(view.payloads('shortcuts:suspend')).toEqual([{ reason: MODERATION_SHORTCUTS_REASON }]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Moderate bob' })).toBeNull();
    expect(view.payloads('shortcuts:resume')).toEqual([{ reason: MODERATION_SHORTCUTS_REASON }]);
    expect(opener).toHaveFocus();
    // The peepr is still open under it.
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
  });

  it('applies a switch at once: the toggle call, the new state, a toast and the fact', async () => {
    const user = userEvent.setup();
    const view = renderWithModeration({ session: admin() });
    act(() => view.bus.emit('blog:moderate', { name: 'bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderate bob' });
    const suspended = await within(dialog).findByRole('switch', { name: 'Suspended' });
    expect(within(dialog).getByText('No changes yet.')).toBeInTheDocument();
    let finish: (value: unknown) => void = () => undefined;
    view.api.post.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.click(suspended);
    expect(view.api.post).toHaveBeenCalledWith(
      API_ROUTES.moderationToggle('suspended'),
      expect.objectContaining({ form: { tumblelog: 'bob' } }),
    );
    expect(suspended.closest('li')).toHaveAttribute('aria-busy', 'true');
    expect(suspended).toBeChecked();
    expect(within(dialog).getByText('Saving…')).toBeInTheDocument();
    expect(view.payloads('blog:moderation-changed')).toEqual([]);
    // A second click while it is saving sends nothing more.
    await user.click(suspended);
    expect(view.api.post).toHaveBeenCalledTimes(1);
    await act(async () => finish({ tumblelog: 'bob', flag: 'suspended', value: true, moderation: { ...OFF, suspended: true } }));
    expect(suspended).toBeChecked();
    expect(suspended.closest('li')).toHaveAttribute('aria-busy', 'false');
    expect(view.payloads('toast:show')).toEqual([{ message: 'Suspended is on for bob.', tone: 'success' }]);
    expect(view.payloads('blog:moderation-changed')).toEqual([{ name: 'bob', moderation: { ...OFF, suspended: true } }]);
    expect(within(dialog).getByText('Suspended on')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the switch as it was", async () => {
    const user = userEvent.setup();
    const view = renderWithModeration({ session: admin() });
    act(() => view.bus.emit('blog:moderate', { name: 'bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderate bob' });
    const spam = await within(dialog).findByRole('switch', { name: 'Spam' });
    view.api.post.mockRejectedValue(
      new ApiError(403, 'Forbidden', [{ code: 'FORBIDDEN', detail: 'Only admins can moderate blogs.' }]),
    );
    await user.click(spam);
    const message = "Couldn't change Spam for bob. Only admins can moderate blogs.";
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    expect(spam).not.toBeChecked();
    expect(view.payloads('toast:show')).toEqual([{ message, tone: 'error' }]);
    expect(view.payloads('blog:moderation-changed')).toEqual([]);
  });

  it('offers Retry when the state cannot be read, and closes on Close', async () => {
    const user = userEvent.setup();
    const view = renderWithModeration({ session: admin(), state: new ApiError(500, 'Server error', []) });
    act(() => view.bus.emit('blog:moderate', { name: 'bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moderate bob' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Couldn't load bob's moderation\./);
    const calls = () => view.api.get.mock.calls.filter(([path]) => path === API_ROUTES.moderation('bob')).length;
    expect(calls()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(calls()).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Moderate bob' })).toBeNull();
  });
});

describe('the suspended notice', () => {
  it("tells the owner (or an admin) that the blog is suspended, and follows the admin's changes", async () => {
    const view = renderBlog({ blog: fakeBlogEntity('bob', { is_suspended: true, is_mine: true }) });
    await openPeepr(view);
    expect(screen.getByRole('note')).toHaveTextContent(
      "This blog is suspended. Only you and the admins can see it, and it can't post, reblog, reply, ask or send messages.",
    );
    act(() => view.bus.emit('blog:moderation-changed', { name: 'bob', moderation: OFF }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
