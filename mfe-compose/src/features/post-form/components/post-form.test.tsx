import '@testing-library/jest-dom';
import { cleanup, act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { fakeBlog, fakeSession } from '@dash/remote-kit/src/testing';
import { fakeSaveResponse, renderCompose } from '../../../test/render-compose';
import { answerDialogs, fakeBuilderData, type ApiAnswers } from '../../../test/compose-api';

// The first opening compiles the form's lazy chunk (and Quill); a busy machine needs more than 1 s.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

async function openForm(path: string, options: Parameters<typeof renderCompose>[0] = {}, answers: ApiAnswers = {}) {
  const rendered = renderCompose({ ...options, path, answers });
  const dialog = await screen.findByRole('dialog', { name: /post$|question$/ }, SLOW);
  return { ...rendered, dialog };
}

const post = () => screen.getByRole('button', { name: /^(Post|Queue|Save draft|Schedule|Post privately|Publish)$/ });

describe('post form: opening', () => {
  it('opens on /new/text with every field named, hides the header and locks scrolling', async () => {
    const { payloads, server } = await openForm('/new/text');
    expect(screen.getByRole('dialog', { name: 'New text post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    // The rich body is EDITOR's TextEditor (Quill, or its read-only stand-in while it loads).
    expect(screen.getByRole('textbox', { name: 'Body' })).not.toHaveClass('compose-textarea');
    for (const name of ['Body', 'Tags', 'Source URL', 'Custom URL']) expect(screen.getByLabelText(name)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Editor' })).toHaveValue('rich');
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post options' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(payloads('compose:form-visibility')).toEqual([{ open: true }]);
    expect(payloads('shortcuts:suspend')).toEqual([{ reason: 'compose-form' }]);
    expect(document.body.style.overflow).toBe('hidden');
    expect(server.sent(API_ROUTES.postFormBuilderData)).toHaveLength(1);
    // One blog: no blog selector.
    expect(screen.queryByRole('combobox', { name: 'Blog' })).toBeNull();
  });

  it('takes the blogs and the default editor from the form builder data', async () => {
    const user = userEvent.setup();
    const builder = fakeBuilderData({ default_editor_type: 'markdown' });
    builder.channels.push({ ...builder.channels[0]!, name: 'bob', is_current: false, is_primary: false });
    const session = fakeSession({ blogs: [fakeBlog('alice', { is_primary: true }), fakeBlog('bob')] });
    const { server } = await openForm('/new/chat', { session }, { builder });
    expect(screen.getByRole('combobox', { name: 'Editor' })).toHaveValue('markdown');
    expect(screen.getByRole('combobox', { name: 'Blog' })).toHaveValue('alice');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blog' }), 'bob');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Editor' }), 'html');
    await user.type(screen.getByLabelText('Chat'), 'A: hi');
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      channel_id: 'bob',
      'post[type]': 'conversation',
      'post[two]': 'A: hi',
      editor_type: 'html',
    });
  });

  it('goes prepare → attach → show, with the loader only after 250 ms', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    renderCompose({ path: '/new/text', answers: { builder: async () => (await slow, fakeBuilderData()) } });
    const frame = document.querySelector('.compose-form-frame')!;
    expect(frame).toHaveAttribute('data-phase', 'prepare');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the post form…');
    release();
    await screen.findByRole('dialog', { name: 'New text post' }, SLOW);
    await waitFor(() => expect(frame).toHaveAttribute('data-phase', 'show'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still opens with the session blogs when the builder data fails', async () => {
    await openForm('/new/text', {}, { builder: new ApiError(500, 'down') });
    expect(screen.getByRole('dialog', { name: 'New text post' })).toBeInTheDocument();
  });
});

describe('post form: validation and saving', () => {
  it('refuses an empty text post with the exact message and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = await openForm('/new/text');
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('Post body empty.');
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);
  });

  it('validates links with the spec messages', async () => {
    const user = userEvent.setup();
    const { server } = await openForm('/new/link');
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('No url.');
    await user.type(screen.getByLabelText('URL'), 'ftp://example.com');
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('Not a valid URL');
    expect(screen.getByLabelText('URL')).toHaveValue('ftp://example.com');
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);
  });

  it('posts from fast compose on a tagged page: payload, post:created, toast, back to the base route', async () => {
    const user = userEvent.setup();
    const response = fakeSaveResponse();
    // The HTML editor is a plain textarea (Quill does not type in jsdom; EDITOR tests it).
    const builder = fakeBuilderData({ default_editor_type: 'html' });
    const { bus, navigate, payloads, server } = renderCompose({ path: '/tagged/cats', answers: { save: response, builder } });
    act(() => bus.emit('compose:open-fast', {}));
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/tagged/cats/new/text');
    await screen.findByRole('dialog', { name: 'New text post' }, SLOW);
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Body'), 'One <two>{Enter}Three');
    await user.type(screen.getByLabelText('Tags'), 'cats, #dogs');
    await user.type(screen.getByLabelText('Source URL'), 'example.com');
    await user.click(post());

    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/tagged/cats'));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      channel_id: 'alice',
      'post[type]': 'regular',
      'post[one]': 'Hello',
      'post[state]': '0',
      'post[tags]': 'cats,dogs',
      'post[source_url]': 'example.com',
      'post[two]': 'One <two>\nThree',
      editor_type: 'html',
      context_page: 'tagged',
      'is_rich_text[two]': '1',
    });
    expect(payloads('post:created')).toEqual([{ post: response.created_post }]);
    await waitFor(() => expect(payloads('toast:show')).toEqual([{ message: 'Posted to alice.', tone: 'success' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payloads('compose:form-visibility')).toEqual([{ open: true }, { open: false }]);
    expect(document.body.style.overflow).toBe('');
  });

  it('shows no toast for a new post opened by address on the dashboard', async () => {
    const { navigate, payloads } = await openForm(
      '/new/quote',
      {},
      { builder: fakeBuilderData({ default_editor_type: 'markdown' }) },
    );
    fireEvent.change(screen.getByLabelText('Quote'), { target: { value: 'To be' } });
    fireEvent.click(post());
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/dashboard'));
    expect(payloads('post:created')).toHaveLength(1);
    // Longer than the 250 ms save-toast delay.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(payloads('toast:show')).toEqual([]);
  });

  it('shows the server message on failure and keeps the text', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'Bad', [{ code: 'VALIDATION', detail: 'Not a valid URL' }]);
    const { navigate } = await openForm('/new/text', {}, { save: refusal });
    await user.type(screen.getByLabelText('Title'), 'Kept');
    await user.click(post());
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a valid URL');
    expect(screen.getByLabelText('Title')).toHaveValue('Kept');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(['{Control>}{Enter}{/Control}', '{Meta>}{Enter}{/Meta}'])('posts with %s, once', async (keys) => {
    const user = userEvent.setup();
    const { server, navigate } = await openForm('/new/text');
    await user.type(screen.getByLabelText('Title'), 'Quick');
    await user.keyboard(keys);
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    await user.keyboard(keys);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1);
  });
});

describe('post form: closing', () => {
  it('closes directly without changes', async () => {
    const user = userEvent.setup();
    const { navigate, payloads } = await openForm('/likes/new/text');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/likes'));
    expect(payloads('dialog:open')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payloads('compose:form-visibility').at(-1)).toEqual({ open: false });
    expect(payloads('shortcuts:resume')).toContainEqual({ reason: 'compose-form' });
  });

  it('asks the shell dialog before discarding changes: Nevermind keeps, Discard closes', async () => {
    const user = userEvent.setup();
    const { bus, navigate } = await openForm('/new/text');
    const dialogs = answerDialogs(bus, 'cancel');
    await user.type(screen.getByLabelText('Title'), 'Draft');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialogs.asked).toHaveLength(1));
    expect(dialogs.asked[0]).toMatchObject({
      title: 'Discard this post?',
      confirmLabel: 'Discard',
      cancelLabel: 'Nevermind',
      tone: 'danger',
    });
    await act(() => Promise.resolve());
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');

    fireEvent.click(screen.getByTestId('compose-glass'));
    await waitFor(() => expect(dialogs.asked).toHaveLength(2));
    expect(navigate).not.toHaveBeenCalled();

    dialogs.result = 'confirm';
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(dialogs.asked).toHaveLength(3);
  });
});
