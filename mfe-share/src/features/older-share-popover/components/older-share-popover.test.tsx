import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '@dash/remote-kit/src/testing';
import { formsPostedTo, renderShareHost } from '../../../testing/render-share-host';
import { shareData } from '../../../testing/share-data';

const answering =
  (data = shareData(), send: () => unknown = () => ({ shared: true })) =>
  (path: string) =>
    path.startsWith('/svc/post/share/') ? { share_popover_data: data } : send();

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("variant 'popover' opens the older popover: a list of options", async () => {
  const { open } = renderShareHost(answering());
  open('popover');
  const dialog = screen.getByRole('dialog', { name: 'Share this post' });
  expect(dialog).toHaveClass('share-popover--older');
  const list = await within(dialog).findByRole('list', { name: 'Share options' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Email', 'Facebook', 'Twitter', 'Reddit', 'Pinterest', 'Permalink', 'Embed', 'Report']);
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
});

test('email: the looser address rule enables Send; Sending..., Sent!, then it fades and closes after 1250 + 150 ms', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  let release: () => void = () => undefined;
  const { api, bus, open } = renderShareHost(
    answering(shareData(), () => new Promise((resolve) => (release = () => resolve({ shared: true })))),
    { session: { ...fakeSession(), form_key: 'fk-1' } },
  );
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Email' }));
  const address = screen.getByLabelText('Email address');
  expect(address).toHaveFocus();
  expect(address).toHaveAttribute('maxlength', '100');
  expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '255');
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await user.type(address, 'friend@localhost');
  expect(send).toBeEnabled();
  await user.type(screen.getByLabelText('Message (optional)'), 'hi');
  await user.click(send);
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await act(async () => release());
  expect(screen.getByRole('button', { name: 'Sent!' })).toBeDisabled();
  expect(formsPostedTo(api, '/svc/share/email')).toEqual([
    { post_id: '42', tumblelog_name: 'alpha', email_address: 'friend@localhost', message: 'hi', form_key: 'fk-1' },
  ]);
  expect(bus.payloads('log:event')).toContainEqual({
    event: 'share',
    data: { network: 'email', type: 'subview', source: 'share-popover', action: 'send' },
  });
  act(() => jest.advanceTimersByTime(1249));
  expect(screen.getByRole('dialog')).not.toHaveClass('share-popover--fading');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('dialog')).toHaveClass('share-popover--fading');
  act(() => jest.advanceTimersByTime(149));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('"Error!" re-enables the button, and a second try can succeed', async () => {
  let calls = 0;
  const user = userEvent.setup();
  const { open } = renderShareHost(
    answering(shareData(), () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return { shared: true };
    }),
  );
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Email' }));
  await user.type(screen.getByLabelText('Email address'), 'a@b');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const error = await screen.findByRole('button', { name: 'Error!' });
  expect(error).toBeEnabled();
  await user.click(error);
  expect(await screen.findByRole('button', { name: 'Sent!' })).toBeInTheDocument();
});

test('twitter: [URL] counts 24, warning below 10, invalid when empty or over', async () => {
  const user = userEvent.setup();
  const { api, open } = renderShareHost(answering(shareData({ twitter_username: 'ann' })));
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Twitter' }));
  const tweet = screen.getByLabelText('Tweet');
  expect(tweet).toHaveValue('[URL]');
  expect(screen.getByText('116')).toBeInTheDocument();
  await user.clear(tweet);
  expect(screen.getByText('140')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await user.click(tweet);
  await user.paste('a'.repeat(131));
  expect(screen.getByText('9').parentElement).toHaveClass('share-counter--warning');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  await user.paste('a'.repeat(10));
  expect(screen.getByText('-1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await user.keyboard('{Backspace}');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('button', { name: 'Sent!' });
  expect(formsPostedTo(api, '/svc/share/twitter')).toEqual([
    expect.objectContaining({ post_id: '42', tumblelog_name: 'alpha', message: 'a'.repeat(140) }),
  ]);
});

test('facebook form, and Cancel goes back to the list', async () => {
  const user = userEvent.setup();
  const { open } = renderShareHost(answering(shareData({ has_facebook: true }), () => ({ username: 'Ann F', shared: true })));
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Facebook' }));
  expect(screen.getByRole('form', { name: 'Share by Facebook' })).toBeInTheDocument();
  expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '255');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('list', { name: 'Share options' })).toBeInTheDocument();
});

test('embed code selects on focus; Cancel goes back', async () => {
  const user = userEvent.setup();
  const { open } = renderShareHost(answering());
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Embed' }));
  const code = screen.getByLabelText('Embed code') as HTMLTextAreaElement;
  expect(code).toHaveFocus();
  expect(code.selectionEnd - code.selectionStart).toBe(code.value.length);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('list', { name: 'Share options' })).toBeInTheDocument();
});

test('popups open at their size with share_fallback from the list', async () => {
  const win = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  const user = userEvent.setup();
  const { api, open } = renderShareHost(answering());
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Reddit' }));
  expect(win).toHaveBeenCalledWith(
    expect.stringContaining('reddit.com/submit'),
    'reddit_share',
    'width=860,height=600,scrollbars=yes',
  );
  expect(formsPostedTo(api, '/svc/share/reddit')).toEqual([
    expect.objectContaining({ post_id: '42', tumblelog_name: 'alpha', share_fallback: 'true' }),
  ]);
});

test('Escape closes it, even inside a form; so does a click outside', async () => {
  const user = userEvent.setup();
  const { open, opener } = renderShareHost(answering());
  open('popover');
  await user.click(await screen.findByRole('button', { name: 'Email' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  open('popover');
  await screen.findByRole('list', { name: 'Share options' });
  await new Promise((r) => setTimeout(r, 5));
  await user.click(document.body);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a private post shows no options or form', async () => {
  const { open } = renderShareHost(answering(shareData({ is_private: true })));
  open('popover');
  expect(await screen.findByText("This post is private, so it can't be shared.")).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
