import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, remoteProps } from '@dash/remote-kit/src/testing';
import { ShareHost } from '../../../app/share-host';
import { renderShareHost } from '../../../testing/render-share-host';
import { shareData } from '../../../testing/share-data';

function setup(answer: () => unknown = () => ({ share_popover_data: shareData() })) {
  return renderShareHost(answer);
}

test('opens on share:open, anchored under the button, and loads the share data', async () => {
  const { api, open } = setup();
  open();
  const dialog = screen.getByRole('dialog', { name: 'Share this post' });
  expect(within(dialog).getByRole('progressbar', { name: 'Loading share options' })).toBeInTheDocument();
  expect(await within(dialog).findByRole('link', { name: 'Permalink' })).toHaveAttribute(
    'href',
    'http://localhost:8080/blog/alpha/post/42',
  );
  expect(within(dialog).getByRole('link', { name: 'Permalink' })).toHaveAttribute('target', '_blank');
  expect(api.post).toHaveBeenCalledWith(API_ROUTES.shareData('alpha', '42'), expect.anything());
  expect(parseFloat(dialog.style.top)).toBe(100 + 30 + 8);
  const row = within(dialog).getByRole('toolbar', { name: 'Share options' });
  expect(
    within(row)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual([
    expect.stringContaining('Email'),
    expect.stringContaining('Facebook'),
    expect.stringContaining('Twitter'),
    expect.stringContaining('Reddit'),
    expect.stringContaining('Pinterest'),
    expect.stringContaining('Embed'),
    expect.stringContaining('Report'),
  ]);
});

test('a command sent before the host mounted still opens the popover', async () => {
  const bus = createFakeBus();
  bus.emit('share:open', { postId: '42', blogName: 'alpha', anchor: { top: 0, left: 0, width: 10, height: 10 } });
  render(
    <RemoteProvider value={remoteProps({ bus, api: fakeApi(() => ({ share_popover_data: shareData() })) })}>
      <ShareHost />
    </RemoteProvider>,
  );
  expect(await screen.findByRole('link', { name: 'Permalink' })).toBeInTheDocument();
});

test('Copy link writes the URL to the clipboard and confirms', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const { open } = setup();
  open();
  expect(await screen.findByRole('textbox', { name: 'Post link' })).toHaveValue('http://localhost:8080/blog/alpha/post/42');
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost:8080/blog/alpha/post/42');
  expect(await screen.findByText('Copied!')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost:8080/blog/alpha/post/42');
});

test('without a clipboard the link text is selected for a manual copy', async () => {
  const user = userEvent.setup();
  const { open } = setup();
  open();
  const field = (await screen.findByRole('textbox', { name: 'Post link' })) as HTMLInputElement;
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText(/Press (Ctrl\+C|⌘C) to copy\./)).toBeInTheDocument();
  expect(field).toHaveFocus();
  expect(field.selectionStart).toBe(0);
  expect(field.selectionEnd).toBe(field.value.length);
});

test('Embed shows the code, selected on focus; Back and Escape return to the options', async () => {
  const user = userEvent.setup();
  const { open } = setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Embed' }));
  expect(screen.getByRole('heading', { name: 'Embed' })).toBeInTheDocument();
  const code = screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
  expect(code).toHaveAttribute('readonly');
  expect(code.value).toContain('data-post-id="42"');
  await user.click(code);
  expect(code.selectionStart).toBe(0);
  expect(code.selectionEnd).toBe(code.value.length);
  expect(screen.getByRole('button', { name: 'Copy embed code' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('textbox', { name: 'Embed code' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Embed' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Share this post' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Permalink' })).toBeInTheDocument();
});

test('Escape closes the popover and gives focus back to the share button', async () => {
  const user = userEvent.setup();
  const { open, opener } = setup();
  open();
  await screen.findByRole('link', { name: 'Permalink' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a click outside closes it', async () => {
  const user = userEvent.setup();
  const { open } = setup();
  open();
  await screen.findByRole('link', { name: 'Permalink' });
  await new Promise((r) => setTimeout(r, 5));
  await user.click(document.body);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('left and right move between the options and wrap; Tab reaches only the last focused one', async () => {
  const user = userEvent.setup();
  const { open } = setup();
  open();
  const permalink = await screen.findByRole('link', { name: 'Permalink' });
  act(() => permalink.focus());
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Email' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Report' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('button', { name: 'Email' })).toHaveAttribute('tabindex', '-1');
});

test('Backspace on an option is swallowed', async () => {
  const { open } = setup();
  open();
  const email = await screen.findByRole('button', { name: 'Email' });
  const outside = jest.fn();
  document.addEventListener('keydown', outside);
  act(() => email.focus());
  const event = new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true, cancelable: true });
  email.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(outside).not.toHaveBeenCalled();
  document.removeEventListener('keydown', outside);
});

test('a private post offers nothing', async () => {
  const { open } = setup(() => ({ share_popover_data: shareData({ is_private: true }) }));
  open();
  expect(await screen.findByText("This post is private, so it can't be shared.")).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Permalink' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument();
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
});

test('a failed load says so and Try again reloads', async () => {
  let calls = 0;
  const user = userEvent.setup();
  const { open } = setup(() => {
    calls += 1;
    if (calls === 1) throw new Error('down');
    return { share_popover_data: shareData() };
  });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went screwy.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Permalink' })).toBeInTheDocument();
});
