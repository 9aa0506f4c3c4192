import '@testing-library/jest-dom';
import { cleanup, act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError, SaveResponseSchema } from '@dash/shared-contracts';
import { fakeBlog, fakeSession } from '@dash/remote-kit/src/testing';
import { fakeSaveResponse, renderCompose } from '../../../test/render-compose';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

async function openForm(path: string, options: Parameters<typeof renderCompose>[0] = {}) {
  const rendered = renderCompose({ ...options, path });
  const dialog = await screen.findByRole('dialog', { name: /^New .* post$/ });
  return { ...rendered, dialog };
}

describe('post form', () => {
  it('opens on /new/text: hides the header, locks scrolling, labels every field', async () => {
    const { payloads } = await openForm('/new/text');
    expect(screen.getByRole('dialog', { name: 'New text post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Body')).toBeInTheDocument();
    expect(screen.getByLabelText('Tags')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    expect(payloads('compose:form-visibility')).toEqual([{ open: true }]);
    expect(document.body.style.overflow).toBe('hidden');
    // One blog: no blog selector.
    expect(screen.queryByRole('combobox', { name: 'Blog' })).toBeNull();
  });

  it('refuses an empty text post with the exact message and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = await openForm('/new/text');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Post body empty.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('posts a text post, announces it, toasts (fast compose) and returns to the base route', async () => {
    const user = userEvent.setup();
    const { bus, api, navigate, payloads } = renderCompose({ path: '/tagged/cats' });
    const response = fakeSaveResponse();
    api.post.mockImplementation((_path: string, options: { schema: typeof SaveResponseSchema }) =>
      Promise.resolve(options.schema.parse(response)),
    );
    act(() => bus.emit('compose:open-fast', {}));
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/tagged/cats/new/text');
    await screen.findByRole('dialog', { name: 'New text post' });
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Body'), 'One <two>{Enter}Three');
    await user.type(screen.getByLabelText('Tags'), 'cats, #dogs');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/tagged/cats'));
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.postUpdate, {
      form: expect.objectContaining({
        channel_id: 'alice',
        'post[type]': 'regular',
        'post[one]': 'Hello',
        'post[two]': '<p>One &lt;two&gt;</p><p>Three</p>',
        'post[state]': '0',
        'post[tags]': 'cats,dogs',
        editor_type: 'rich',
      }),
      schema: SaveResponseSchema,
    });
    expect(payloads('post:created')).toEqual([{ post: response.created_post }]);
    await waitFor(() => expect(payloads('toast:show')).toEqual([{ message: 'Posted to alice.', tone: 'success' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payloads('compose:form-visibility')).toEqual([{ open: true }, { open: false }]);
    expect(document.body.style.overflow).toBe('');
  });

  it('shows no toast for a new post opened by address on the dashboard', async () => {
    const { api, navigate, payloads } = await openForm('/new/quote');
    api.post.mockResolvedValue(fakeSaveResponse());
    fireEvent.change(screen.getByLabelText('Quote'), { target: { value: 'To be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/dashboard'));
    expect(payloads('post:created')).toHaveLength(1);
    // Longer than the 250 ms save-toast delay.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(payloads('toast:show')).toEqual([]);
  });

  it('shows the server message on failure and keeps the text', async () => {
    const user = userEvent.setup();
    const { api, navigate } = await openForm('/new/text');
    api.post.mockRejectedValue(new ApiError(400, 'Bad', [{ code: 'VALIDATION', detail: 'Post body empty.' }]));
    await user.type(screen.getByLabelText('Title'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Post body empty.');
    expect(screen.getByLabelText('Title')).toHaveValue('Kept');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('validates links with the spec messages', async () => {
    const user = userEvent.setup();
    const { api } = await openForm('/new/link');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No url.');
    await user.type(screen.getByLabelText('URL'), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not a valid URL');
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('posts as the blog chosen in the selector', async () => {
    const user = userEvent.setup();
    const session = fakeSession({ blogs: [fakeBlog('alice', { is_primary: true }), fakeBlog('bob')] });
    const { api } = await openForm('/new/chat', { session });
    api.post.mockResolvedValue(fakeSaveResponse());
    expect(screen.getByRole('combobox', { name: 'Blog' })).toHaveValue('alice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blog' }), 'bob');
    await user.type(screen.getByLabelText('Chat'), 'A: hi');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0][1].form).toMatchObject({
      channel_id: 'bob',
      'post[type]': 'conversation',
      'post[two]': 'A: hi',
    });
  });

  it('closes directly without changes', async () => {
    const user = userEvent.setup();
    const { navigate, payloads } = await openForm('/likes/new/text');
    await user.keyboard('{Escape}');
    expect(navigate).toHaveBeenCalledWith('/likes');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payloads('compose:form-visibility').at(-1)).toEqual({ open: false });
  });

  it('asks before discarding changes: Nevermind keeps, Discard closes', async () => {
    const user = userEvent.setup();
    const { navigate } = await openForm('/new/text');
    await user.type(screen.getByLabelText('Title'), 'Draft');

    await user.keyboard('{Escape}');
    const confirm = screen.getByRole('alertdialog', { name: 'Discard this post?' });
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(confirm).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');

    fireEvent.click(screen.getByTestId('compose-glass'));
    await user.click(screen.getByRole('button', { name: 'Nevermind' }));
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    screen.getByRole('button', { name: 'Discard' }).focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the truth about photo, audio and video posts', async () => {
    const user = userEvent.setup();
    const { navigate } = await openForm('/new/photo');
    expect(screen.getByRole('dialog', { name: 'New photo post' })).toHaveTextContent('Photo posts are coming soon.');
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });
});
