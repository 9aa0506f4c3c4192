import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import type { Blog } from '@dash/shared-contracts';
import { fakeBlog, fakeSession } from '@dash/remote-kit/src/testing';
import { fakeBlogEntity } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';
import { ANONYMOUS_AVATAR } from '../lib/anonymous-avatar';
import { ASK_SHORTCUTS_REASON } from './ask-modal';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
  jest.useRealTimers();
});

const sentAnswer = (recipient = 'bob', anonymous = false) => ({ sent: true, recipient, anonymous });

/** The blog remote with bob's header served, the ask form opened by `blog:ask`. */
async function openAsk(extra: Partial<Blog> = {}, options: Parameters<typeof renderBlog>[0] = {}) {
  const opener = document.createElement('button');
  opener.textContent = 'opener';
  document.body.appendChild(opener);
  opener.focus();
  const view = renderBlog({ blog: fakeBlogEntity('bob', extra), ...options });
  act(() => view.bus.emit('blog:ask', { name: 'bob' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask me anything' });
  const question = within(dialog).getByRole('textbox', { name: 'Your question for bob' });
  return { ...view, dialog, question, opener, submit: within(dialog).getByRole('button', { name: 'Ask' }) };
}

describe('the ask modal (spec 3 §2 screen 5)', () => {
  it('opens over a dimmed glass as a modal dialog, takes focus, suspends shortcuts and scrolling', async () => {
    const { dialog, question, payloads, api } = await openAsk();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('blog-ask-glass')).toBeInTheDocument();
    expect(question).toHaveFocus();
    expect(question).toHaveAttribute('maxLength', '500');
    expect(within(dialog).getByRole('heading', { name: 'Ask me anything' })).toBeInTheDocument();
    expect(within(dialog).getByText('bob')).toBeInTheDocument();
    expect(payloads('shortcuts:suspend')).toEqual([{ reason: ASK_SHORTCUTS_REASON }]);
    expect(document.body.style.overflow).toBe('hidden');
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogHeader,
      expect.objectContaining({ query: { tumblelog_name_or_id: 'bob' } }),
    );
    // The error bar is there (empty) from the start, so its messages are announced.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
  });

  it('closes on Escape and on the glass, resuming shortcuts and giving focus back', async () => {
    const first = await openAsk();
    fireEvent.keyDown(first.question, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first.payloads('shortcuts:resume')).toEqual([{ reason: ASK_SHORTCUTS_REASON }]);
    expect(first.opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    act(() => first.bus.emit('blog:ask', { name: 'bob' }));
    await screen.findByRole('dialog', { name: 'Ask me anything' });
    fireEvent.click(screen.getByTestId('blog-ask-glass'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first.opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const { dialog, question } = await openAsk({ anonymous_asks: true });
    await user.type(question, 'Hi?');
    const ask = within(dialog).getByRole('button', { name: 'Ask' });
    ask.focus();
    await user.tab();
    expect(question).toHaveFocus();
    await user.tab({ shift: true });
    expect(ask).toHaveFocus();
  });

  it('offers "Ask anonymously" only where the blog allows anonymous asks', async () => {
    const allowed = await openAsk({ anonymous_asks: true });
    expect(within(allowed.dialog).getByRole('checkbox', { name: 'Ask anonymously' })).not.toBeChecked();
    cleanup();
    document.body.innerHTML = '';
    const refused = await openAsk({ anonymous_asks: false });
    expect(within(refused.dialog).queryByRole('checkbox')).toBeNull();
  });

  it('strips newlines as typed, blocks Enter, keeps 500 characters', async () => {
    const user = userEvent.setup();
    const { question, api } = await openAsk();
    await user.type(question, 'Why{Enter}not?');
    expect(question).toHaveValue('Whynot?');
    fireEvent.change(question, { target: { value: 'line one\nline two\r\nthree' } });
    expect(question).toHaveValue('line one line two three');
    fireEvent.change(question, { target: { value: 'x'.repeat(520) } });
    expect(question).toHaveValue('x'.repeat(500));
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the counter of remaining characters at 100 or fewer, green, warning, danger', async () => {
    const { dialog, question } = await openAsk();
    const counter = () => dialog.querySelector('.blog-ask-counter');
    const typeLength = (n: number) => fireEvent.change(question, { target: { value: 'q'.repeat(n) } });
    typeLength(399);
    expect(counter()).toBeNull();
    typeLength(400);
    expect(counter()).toHaveTextContent('100 characters left');
    expect(counter()).toHaveClass('blog-ask-counter--ok');
    expect(question.getAttribute('aria-describedby')).toContain(counter()!.id);
    typeLength(460);
    expect(counter()).toHaveClass('blog-ask-counter--warning');
    typeLength(479);
    expect(counter()).toHaveTextContent('21');
    expect(counter()).toHaveClass('blog-ask-counter--warning');
    typeLength(480);
    expect(counter()).toHaveClass('blog-ask-counter--danger');
    typeLength(500);
    expect(counter()).toHaveTextContent('0 characters left');
    expect(counter()).toHaveClass('blog-ask-counter--danger');
  });

  it('disables submit until the trimmed text has 1 to 500 characters', async () => {
    const user = userEvent.setup();
    const { question, submit } = await openAsk();
    expect(submit).toBeDisabled();
    await user.type(question, '   ');
    expect(submit).toBeDisabled();
    await user.type(question, '?');
    expect(submit).toBeEnabled();
  });

  it('says "You need to enter a question!" once what was typed is blank', async () => {
    const user = userEvent.setup();
    const { dialog, question } = await openAsk();
    await user.type(question, 'a');
    await user.clear(question);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('You need to enter a question!'));
    expect(question).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['see www.example.com', 'example.com', 'go to http://x.test', 'WWW.x'])('refuses a link: %s', async (text) => {
    const user = userEvent.setup();
    const { dialog, question, submit, api } = await openAsk();
    fireEvent.change(question, { target: { value: text } });
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Sorry, but please don't include links in questions.");
    expect(api.post).not.toHaveBeenCalled();
  });

  it('is fine with "e.g." and "a.b"', async () => {
    const user = userEvent.setup();
    const { dialog, question, submit, api } = await openAsk();
    api.post.mockResolvedValue(sentAnswer());
    fireEvent.change(question, { target: { value: 'Colours, e.g. blue or a.b?' } });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(''));
    await user.click(submit);
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('sends the question record, closes, and shows the toast with the avatar 350 ms later', async () => {
    const { question, submit, api, payloads, opener } = await openAsk({ anonymous_asks: true });
    api.post.mockImplementation((_path: string, opts: { schema: { parse(v: unknown): unknown } }) =>
      Promise.resolve(opts.schema.parse(sentAnswer())),
    );
    jest.useFakeTimers();
    fireEvent.change(question, { target: { value: '  What is your\nfavourite colour?  ' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.ask, {
      form: { recipient: 'bob', question: 'What is your favourite colour?', anonymous: 'false' },
      schema: expect.anything(),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(payloads('shortcuts:resume')).toEqual([{ reason: ASK_SHORTCUTS_REASON }]);
    act(() => jest.advanceTimersByTime(349));
    expect(payloads('toast:show')).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(payloads('toast:show')).toEqual([
      { message: 'Question sent to bob', tone: 'success', avatarUrl: '/media/avatars/bob.png' },
    ]);
  });

  it('asks anonymously when ticked, with the anonymous avatar in the toast', async () => {
    const { dialog, question, submit, api, payloads } = await openAsk({ anonymous_asks: true });
    api.post.mockResolvedValue(sentAnswer('bob', true));
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ask anonymously' }));
    fireEvent.change(question, { target: { value: 'Who am I?' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(api.post.mock.calls[0]![1].form).toEqual({ recipient: 'bob', question: 'Who am I?', anonymous: 'true' });
    act(() => jest.advanceTimersByTime(350));
    expect(payloads('toast:show')).toEqual([{ message: 'Question sent to bob', tone: 'success', avatarUrl: ANONYMOUS_AVATAR }]);
  });

  it('disables submit while saving, then shows the first server error in the bar and keeps the text', async () => {
    const user = userEvent.setup();
    const { dialog, question, submit, api } = await openAsk();
    let fail: (error: unknown) => void = () => undefined;
    api.post.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await user.type(question, 'Why?');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveTextContent('Sending...');
    await act(async () =>
      fail(
        new ApiError(403, 'Forbidden', [
          { code: 'FORBIDDEN', detail: "You can't ask this blog anything. It has blocked you." },
          { code: 'FORBIDDEN', detail: 'second' },
        ]),
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent("You can't ask this blog anything. It has blocked you.");
    expect(question).toHaveValue('Why?');
    expect(within(dialog).getByRole('button', { name: 'Ask' })).toBeEnabled();
  });

  it('shows a transport error in the same bar', async () => {
    const user = userEvent.setup();
    const { dialog, question, submit, api } = await openAsk();
    api.post.mockRejectedValue(new ApiError(0, 'You seem to be offline.'));
    await user.type(question, 'Hello?');
    await user.click(submit);
    expect(await within(dialog).findByText('You seem to be offline.')).toBeInTheDocument();
    api.post.mockRejectedValue(new TypeError('boom'));
    await user.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
  });

  it('reports a failure that comes after the form was closed in a toast', async () => {
    const user = userEvent.setup();
    const { question, submit, api, payloads } = await openAsk();
    let fail: (error: unknown) => void = () => undefined;
    api.post.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    await user.type(question, 'Still there?');
    await user.click(submit);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () =>
      fail(new ApiError(500, 'x', [{ code: 'INTERNAL', detail: 'Something went wrong. Please try again.' }])),
    );
    expect(payloads('toast:show')).toEqual([
      { message: "Your question to bob wasn't sent. Something went wrong. Please try again.", tone: 'error' },
    ]);
  });
});

describe('who may open it', () => {
  it('sends a visitor to log in and back to the ask page, without loading anything', () => {
    const { bus, navigate, api } = renderBlog({
      session: fakeSession({ logged_in: false, user: null, blogs: [], current_blog: null }),
    });
    act(() => bus.emit('blog:ask', { name: 'bob' }));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fblog%2Fbob%2Fask');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('refuses with a toast: one’s own blog, a blog without asks, a missing blog', async () => {
    const own = renderBlog({ blog: fakeBlogEntity('alpha'), session: fakeSession({ blogs: [fakeBlog('alpha')] }) });
    act(() => own.bus.emit('blog:ask', { name: 'alpha' }));
    await waitFor(() =>
      expect(own.payloads('toast:show')).toEqual([{ message: "You can't ask your own blog a question.", tone: 'error' }]),
    );
    cleanup();

    const off = renderBlog({ blog: fakeBlogEntity('bob', { asks: false }) });
    act(() => off.bus.emit('blog:ask', { name: 'bob' }));
    await waitFor(() => expect(off.payloads('toast:show')).toEqual([{ message: "bob isn't taking questions.", tone: 'error' }]));
    cleanup();

    const missing = renderBlog({ blog: null });
    act(() => missing.bus.emit('blog:ask', { name: 'ghost' }));
    await waitFor(() =>
      expect(missing.payloads('toast:show')).toEqual([
        { message: "Couldn't ask ghost a question. This blog was not found.", tone: 'error' },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
