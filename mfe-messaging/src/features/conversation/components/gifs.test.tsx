import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError, type GifSearchResponse, type Message } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { renderMessaging } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { gif } from '../../../test/gif-fixture';
import { windowStore } from '../state/window-store';

afterEach(() => act(() => windowStore.reset()));

type SearchAnswer = GifSearchResponse | Error | Promise<GifSearchResponse>;

/** The window of conversation c1; GIF searches are answered by `answers` in turn (the last one repeats). */
function setup(answers: SearchAnswer[]) {
  const bus = createFakeBus();
  const api = fakeApi();
  const searches: Array<Record<string, unknown>> = [];
  const sent: Array<{ kind: 'form' | 'multipart'; fields: Record<string, unknown> }> = [];
  let ts = 5_000_000;
  api.get.mockImplementation(async (path: string, options: { schema?: { parse(v: unknown): unknown } } = {}) => {
    const value =
      path === API_ROUTES.messages
        ? { conversation: conversation('c1'), messages: { data: [] } }
        : { unread_messages: { 'mk-alpha': { c1: 0 } } };
    return options.schema ? options.schema.parse(value) : value;
  });
  api.post.mockImplementation(
    async (
      path: string,
      options: { body?: FormData; form?: Record<string, unknown>; schema?: { parse(v: unknown): unknown } },
    ) => {
      if (path === API_ROUTES.gifSearch) {
        searches.push(options.form ?? {});
        const next = answers.length > 1 ? answers.shift()! : answers[0]!;
        const value = await (next instanceof Error ? Promise.reject(next) : next);
        return options.schema ? options.schema.parse(value) : value;
      }
      ts += 1000;
      sent.push(
        options.body
          ? { kind: 'multipart', fields: Object.fromEntries(options.body.entries()) }
          : { kind: 'form', fields: options.form ?? {} },
      );
      const form = options.form ?? {};
      const message: Message = form.gif_url
        ? {
            conversation_id: 'c1',
            type: 'IMAGE',
            ts: String(ts),
            participant: 't:alpha',
            image: { url: String(form.gif_url), width: 400, height: 300, alt: String(form.alt ?? '') },
          }
        : {
            conversation_id: 'c1',
            type: 'TEXT',
            ts: String(ts),
            participant: 't:alpha',
            content: { text: String(form.message) },
          };
      const value = { conversation: conversation('c1'), messages: { data: [message] } };
      return options.schema ? options.schema.parse(value) : value;
    },
  );
  renderMessaging(remoteProps({ bus, api, session: fakeSession() }), { windows: true });
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [conversation('c1').participants[1]!] });
  });
  return { bus, searches, sent };
}

const user = () => userEvent.setup();

async function openPicker() {
  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message to friend-c1' })).toBeEnabled());
  const button = within(panel).getByRole('button', { name: 'Add a GIF' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user().click(button);
  const picker = within(panel).getByRole('region', { name: 'GIF search' });
  const input = within(picker).getByRole('searchbox', { name: 'Search GIFs' });
  await waitFor(() => expect(input).toHaveFocus());
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { panel, picker, input, button };
}

test('the query goes 250 ms after typing (limit 200, context messaging-gif); only GIFs with a post id and a blog uuid show', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { searches, bus } = setup([
      { media: [gif(1), gif(2, { blogUuid: undefined }), gif(3, { postId: '' }), gif(4)], message: null },
    ]);
    const { picker, input } = await openPicker();
    await user().type(input, ' Cat');
    act(() => jest.advanceTimersByTime(200));
    expect(searches).toEqual([]);
    act(() => jest.advanceTimersByTime(60));
    await waitFor(() => expect(searches).toEqual([{ q: 'cat', limit: 200, context: 'messaging-gif' }]));

    const grid = await within(picker).findByRole('list', { name: 'GIFs' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['GIF from blog1', 'GIF from blog4']);
    const img = buttons[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/g1.gif');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1]);
    expect(bus.payloads('log:event')).toContainEqual({
      event: 'gifsearch:search',
      data: { query: 'cat', count: 4, shown: 2, cached: false, context: 'messaging-gif' },
    });
    act(() => jest.advanceTimersByTime(300));
    expect(bus.payloads('log:event')).toContainEqual({
      event: 'gifsearch:impression',
      data: {
        query: 'cat',
        posts: [
          { postBlog: 'blog1', postId: '1', position: 0 },
          { postBlog: 'blog4', postId: '4', position: 1 },
        ],
        context: 'messaging-gif',
      },
    });
  } finally {
    jest.useRealTimers();
  }
});

test('a loading bar while searching; "No GIFs found." for nothing sendable; the server’s note hides results until asked', async () => {
  let answer: (v: GifSearchResponse) => void = () => undefined;
  const pending = new Promise<GifSearchResponse>((resolve) => (answer = resolve));
  const note = { header: 'Heads up', body: 'Some of these GIFs may be upsetting.' };
  const { searches } = setup([
    pending,
    { media: [gif(1, { blogUuid: undefined })], message: null },
    { media: [gif(5)], message: note },
  ]);
  const { picker, input } = await openPicker();
  await user().type(input, 'cat');
  expect(await within(picker).findByRole('progressbar', { name: 'Searching for GIFs' })).toBeInTheDocument();
  answer({ media: [], message: null });
  expect(await within(picker).findByText('No GIFs found.')).toBeInTheDocument();
  expect(within(picker).queryByRole('progressbar')).not.toBeInTheDocument();

  // Only results without a blog uuid: nothing to offer.
  await user().type(input, 's');
  await waitFor(() => expect(searches).toHaveLength(2));
  await waitFor(() => expect(within(picker).queryByRole('progressbar')).not.toBeInTheDocument());
  expect(within(picker).getByText('No GIFs found.')).toBeInTheDocument();

  await user().clear(input);
  await user().type(input, 'blood');
  expect(await within(picker).findByText('Heads up')).toBeInTheDocument();
  expect(within(picker).getByText('Some of these GIFs may be upsetting.')).toBeInTheDocument();
  expect(within(picker).queryByRole('list', { name: 'GIFs' })).not.toBeInTheDocument();
  await user().click(within(picker).getByRole('button', { name: 'View results anyway' }));
  expect(within(picker).getByRole('button', { name: 'GIF from blog5' })).toBeInTheDocument();
});

test('a failed search says so with Retry, which searches again', async () => {
  const { searches } = setup([new ApiError(500, 'down'), { media: [gif(2)], message: null }]);
  const { picker, input } = await openPicker();
  await user().type(input, 'cat');
  expect(await within(picker).findByText(/Couldn't search for GIFs\./)).toBeInTheDocument();
  await user().click(within(picker).getByRole('button', { name: 'Retry' }));
  expect(await within(picker).findByRole('button', { name: 'GIF from blog2' })).toBeInTheDocument();
  expect(searches).toHaveLength(2);
});

test('keyboard: Escape closes and returns focus to the GIF button; Tab reaches the results, arrows move, Enter picks', async () => {
  const { bus } = setup([{ media: [gif(1), gif(2), gif(3, { width: 500, height: 250 })], message: null }]);
  let { panel, input, button } = await openPicker();
  await user().keyboard('{Escape}');
  expect(within(panel).queryByRole('region', { name: 'GIF search' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  // Escape closed only the picker, not the window.
  expect(screen.getByRole('dialog', { name: 'Conversation with friend-c1' })).toBeInTheDocument();

  ({ panel, input, button } = await openPicker());
  await user().type(input, 'cat');
  await within(panel).findByRole('button', { name: 'GIF from blog1' });
  await user().tab();
  expect(within(panel).getByRole('button', { name: 'GIF from blog1' })).toHaveFocus();
  await user().keyboard('{ArrowDown}');
  expect(within(panel).getByRole('button', { name: 'GIF from blog3' })).toHaveFocus();
  await user().keyboard('{Enter}');

  expect(within(panel).queryByRole('region', { name: 'GIF search' })).not.toBeInTheDocument();
  const preview = within(panel).getByRole('group', { name: 'Image preview' });
  const img = within(preview).getByRole('img', { name: 'GIF to send' });
  expect(img).toHaveAttribute('src', '/media/g3.gif');
  expect(img).toHaveAttribute('width', '210');
  expect(img).toHaveAttribute('height', '105');
  // Photo and GIF buttons hide while a preview exists; the text area has focus.
  expect(within(panel).queryByRole('button', { name: 'Add a GIF' })).not.toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('textbox', { name: 'Message to friend-c1' })).toHaveFocus();
  expect(bus.payloads('log:event')).toContainEqual({
    event: 'gifsearch:select',
    data: { query: 'cat', position: 2, postBlog: 'blog3', postId: '3', context: 'messaging-gif' },
  });

  await user().click(within(preview).getByRole('button', { name: 'Remove photo' }));
  await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Image preview' })).not.toBeInTheDocument());
  expect(within(panel).getByRole('button', { name: 'Add a GIF' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
});

test('submit sends the GIF first (form, type IMAGE, gif_post_id and gif_url, context messaging-gif), then the text', async () => {
  const { sent } = setup([{ media: [gif(1)], message: null }]);
  const { panel, input } = await openPicker();
  await user().type(input, 'cat');
  await user().click(await within(panel).findByRole('button', { name: 'GIF from blog1' }));
  await within(panel).findByRole('group', { name: 'Image preview' });
  await user().type(within(panel).getByRole('textbox', { name: 'Message to friend-c1' }), 'ha{Enter}');

  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[0]).toEqual({
    kind: 'form',
    fields: {
      conversation_id: 'c1',
      participant: 't:alpha',
      type: 'IMAGE',
      context: 'messaging-gif',
      gif_post_id: '1',
      gif_url: '/media/g1.gif',
    },
  });
  expect(sent[1]).toEqual({ kind: 'form', fields: expect.objectContaining({ type: 'TEXT', message: 'ha' }) });
  await waitFor(() => expect(within(panel).queryByRole('group', { name: 'Image preview' })).not.toBeInTheDocument());
  const shown = await within(panel).findByRole('img', { name: 'GIF from alpha' });
  expect(shown).toHaveAttribute('src', '/media/g1.gif');
});

test('a GIF’s Alt text field comes filled with the alt of its post; what it holds is sent as alt', async () => {
  const { sent } = setup([{ media: [gif(1, { alt: 'A dog spinning' })], message: null }]);
  const { panel, input } = await openPicker();
  await user().type(input, 'dog');
  await user().click(await within(panel).findByRole('button', { name: 'GIF from blog1' }));
  const preview = await within(panel).findByRole('group', { name: 'Image preview' });
  const field = within(preview).getByRole('textbox', { name: 'Alt text' });
  expect(field).toHaveValue('A dog spinning');
  await user().type(field, ' happily');
  await user().click(within(panel).getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.fields).toMatchObject({ type: 'IMAGE', gif_post_id: '1', alt: 'A dog spinning happily' });
  expect(await within(panel).findByRole('img', { name: 'A dog spinning happily' })).toHaveAttribute('src', '/media/g1.gif');
  expect(within(panel).getByRole('button', { name: 'Show alt text' })).toBeInTheDocument();
});

test('minimising the window closes the GIF search', async () => {
  setup([{ media: [gif(1)], message: null }]);
  const { panel } = await openPicker();
  await user().click(within(panel).getByRole('button', { name: 'Minimize' }));
  await user().click(await screen.findByRole('button', { name: /^Open conversation with friend-c1/ }));
  const again = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  expect(within(again).queryByRole('region', { name: 'GIF search' })).not.toBeInTheDocument();
  expect(within(again).getByRole('button', { name: 'Add a GIF' })).toHaveAttribute('aria-expanded', 'false');
});
