import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError, type Message } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { renderMessaging } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { windowStore } from '../state/window-store';
import { PLACEHOLDERS } from './compose-box';

type Handler = (options: { query?: Record<string, unknown>; form?: Record<string, unknown> }) => unknown;

const msg = (ts: number, participant: string, text: string): Message => ({
  conversation_id: 'c1',
  type: 'TEXT',
  ts: String(ts),
  participant,
  content: { text },
});

function setup(routes: { get?: Record<string, Handler>; post?: Handler }, session = fakeSession()) {
  const bus = createFakeBus();
  const api = fakeApi();
  const route =
    (table: Record<string, Handler>) =>
    async (path: string, options: { schema?: { parse(v: unknown): unknown }; query?: Record<string, unknown> } = {}) => {
      const handler = table[path];
      if (!handler) throw new Error(`unexpected ${path}`);
      const value = await handler(options);
      return options.schema ? options.schema.parse(value) : value;
    };
  api.get.mockImplementation(route({ [API_ROUTES.poll]: () => ({ unread_messages: { 'mk-alpha': { c1: 0 } } }), ...routes.get }));
  api.post.mockImplementation(route({ [API_ROUTES.messages]: routes.post ?? (() => ({})) }));
  const props = remoteProps({ bus, api, session });
  renderMessaging(props, { windows: true });
  return { bus, api, props };
}

const thread = () => ({
  conversation: conversation('c1'),
  messages: {
    data: [
      msg(1_000_000, 't:friend-c1', 'hi there'),
      msg(1_010_000, 't:friend-c1', 'how are you'),
      msg(1_000_000 + 2 * 3_600_000, 't:alpha', 'fine!'),
    ],
  },
});

afterEach(() => {
  act(() => windowStore.reset());
  localStorage.clear(); // the windows are persisted (window-persistence.ts): each test starts with none
});

test('a click on an inbox row opens the conversation: header links, messages, focus; the unread badges are re-polled', async () => {
  const { api } = setup({
    get: {
      [API_ROUTES.conversations]: () => ({ conversations: [conversation('c1', { unread_messages_count: 2 })] }),
      [API_ROUTES.messages]: thread,
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: /^Messages/ }));
  const inbox = screen.getByRole('dialog', { name: 'Inbox' });
  const pollsBefore = api.get.mock.calls.filter(([p]) => p === API_ROUTES.poll).length;
  await userEvent.click(await within(inbox).findByRole('button', { name: /friend-c1/ }));
  expect(screen.queryByRole('dialog', { name: 'Inbox' })).not.toBeInTheDocument();

  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  expect(within(panel).getByRole('link', { name: 'friend-c1' })).toHaveAttribute('href', '/blog/friend-c1');
  const items = await within(panel).findAllByTestId('message');
  expect(items.map((i) => i.querySelector('.msg-msg__text')?.textContent)).toEqual(['hi there', 'how are you', 'fine!']);
  // Headers: the first message and after the two-hour gap; the second message collapses into the first.
  expect(items.map((i) => i.querySelector('time') !== null)).toEqual([true, false, true]);
  expect(items[1]).toHaveClass('msg-msg--collapsed');
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.messages,
    expect.objectContaining({ query: { conversation_id: 'c1', participant: 't:alpha' } }),
  );
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message to friend-c1' })).toHaveFocus());
  // The fetch marked it read: the unread poller polls again at once.
  await waitFor(() => expect(api.get.mock.calls.filter(([p]) => p === API_ROUTES.poll).length).toBeGreaterThan(pollsBefore));
  expect(PLACEHOLDERS).toContain(within(panel).getByRole('textbox').getAttribute('placeholder'));
});

test('compose: Send disabled when empty, Enter sends trimmed text (queued then sent), Shift+Enter is a new line, Escape clears then closes', async () => {
  let release!: () => void;
  const { api, bus } = setup({
    get: { [API_ROUTES.messages]: thread },
    post: ({ form }) =>
      new Promise((resolve) => {
        release = () =>
          resolve({
            conversation: conversation('c1'),
            messages: { data: [msg(9_999_999_999, 't:alpha', String(form?.message))] },
          });
      }),
  });
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [conversation('c1').participants[1]!] });
  });
  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  const box = await within(panel).findByRole('textbox');
  await waitFor(() => expect(box).toBeEnabled());
  const send = within(panel).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  expect(box).toHaveAttribute('maxLength', '4096');
  await userEvent.type(box, '   ');
  expect(send).toBeDisabled();
  await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two  ');
  expect(box).toHaveValue('   line one\nline two  ');
  await userEvent.type(box, '{Enter}');
  expect(box).toHaveValue('');
  expect(api.post).toHaveBeenCalledWith(
    API_ROUTES.messages,
    expect.objectContaining({
      form: { conversation_id: 'c1', participant: 't:alpha', type: 'TEXT', message: 'line one\nline two' },
    }),
  );
  const pending = within(panel).getAllByTestId('message').at(-1)!;
  expect(pending).toHaveClass('msg-msg--pending');
  await act(async () => release());
  await waitFor(() => expect(within(panel).getAllByTestId('message').at(-1)).not.toHaveClass('msg-msg--pending'));
  expect(bus.payloads('log:event')).toEqual([
    { event: 'messaging-interaction', data: { platform: 'web', action: 'message-sent', type: 'TEXT', conversation: 'c1' } },
  ]);

  await userEvent.type(box, 'draft{Escape}');
  expect(box).toHaveValue('');
  expect(screen.getByRole('dialog', { name: /Conversation with/ })).toBeInTheDocument();
  await userEvent.type(box, '{Escape}');
  expect(screen.queryByRole('dialog', { name: /Conversation with/ })).not.toBeInTheDocument();
});

test('a failed send shows Retry ("Trying..." while pending); a 403 shows "Can\'t send this post." with Close', async () => {
  const answers: (() => unknown)[] = [
    () => Promise.reject(new ApiError(500, 'down')),
    () => new Promise(() => undefined), // the retry hangs: Trying...
  ];
  setup({ get: { [API_ROUTES.messages]: thread }, post: () => answers.shift()!() });
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [conversation('c1').participants[1]!] });
  });
  const panel = await screen.findByRole('dialog', { name: /Conversation with/ });
  const box = await within(panel).findByRole('textbox');
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.type(box, 'hello{Enter}');
  const retry = await within(panel).findByRole('button', { name: 'Retry' });
  expect(within(panel).getByRole('alert')).toHaveTextContent(/Post didn't send\.|Sending machine broke\./);
  await userEvent.click(retry);
  expect(within(panel).getByRole('button', { name: 'Trying...' })).toBeDisabled();
});

test('a permanent send failure: "Can\'t send this post." with Close, no Retry', async () => {
  setup({ get: { [API_ROUTES.messages]: thread }, post: () => Promise.reject(new ApiError(403, 'no')) });
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [conversation('c1').participants[1]!] });
  });
  const panel = await screen.findByRole('dialog', { name: /Conversation with/ });
  const box = await within(panel).findByRole('textbox');
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.type(box, 'hello{Enter}');
  expect(await within(panel).findByText("Can't send this post.")).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  await userEvent.click(within(within(panel).getByRole('alert')).getByRole('button', { name: 'Close' }));
  expect(within(panel).queryByText("Can't send this post.")).not.toBeInTheDocument();
});

test('fetch errors: 428 names the blog with no Retry; another status offers Retry, "Retrying..." while loading', async () => {
  const answers: (() => unknown)[] = [
    () => Promise.reject(new ApiError(428, 'x')),
    () => Promise.reject(new ApiError(500, 'x')),
    () => new Promise(() => undefined),
  ];
  setup({ get: { [API_ROUTES.messages]: () => answers.shift()!() } });
  const bob = conversation('c1').participants[1]!;
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [bob] });
  });
  const panel = await screen.findByRole('dialog', { name: /Conversation with/ });
  expect(await within(panel).findByText('Sorry, friend-c1 only allows messages from Tumblrs they follow.')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('textbox')).toBeDisabled();

  act(() => windowStore.reset());
  act(() => {
    windowStore.open({ id: 'c2', selfUuid: 't:alpha', selfName: 'alpha', others: [bob] });
  });
  const second = await screen.findByRole('dialog', { name: /Conversation with/ });
  await userEvent.click(await within(second).findByRole('button', { name: 'Retry' }));
  expect(within(second).getByRole('button', { name: 'Retrying...' })).toBeDisabled();
});

test('/conversation/new/{name}: looks the blog up, a 404 is an empty new conversation, the first message creates it with participants', async () => {
  window.history.pushState({}, '', '/conversation/new/bob');
  const bob = { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '/b.png', url: '/blog/bob' };
  const { api } = setup({
    get: {
      [API_ROUTES.blogPopover('bob')]: () => ({ tumblelog: bob, highlighted_posts: [] }),
      [API_ROUTES.messages]: () => Promise.reject(new ApiError(404, "That conversation doesn't exist yet.")),
    },
    post: () => ({ conversation: conversation('c9'), messages: { data: [msg(5, 't:alpha', 'hey bob')] } }),
  });
  const panel = await screen.findByRole('dialog', { name: 'Conversation with bob' });
  const box = await within(panel).findByRole('textbox');
  await waitFor(() => expect(box).toBeEnabled());
  expect(within(panel).queryAllByTestId('message')).toHaveLength(0);
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.messages,
    expect.objectContaining({ query: { participants: 't:bob', participant: 't:alpha' } }),
  );
  await userEvent.type(box, 'hey bob{Enter}');
  await waitFor(() => expect(within(panel).getAllByTestId('message')).toHaveLength(1));
  expect(api.post).toHaveBeenCalledWith(
    API_ROUTES.messages,
    expect.objectContaining({ form: { participants: ['t:bob'], participant: 't:alpha', type: 'TEXT', message: 'hey bob' } }),
  );
  expect(windowStore.getWindows()[0]?.id).toBe('c9');
  window.history.pushState({}, '', '/');
});

test('/dashboard?conversation={name} opens it and removes the parameter', async () => {
  window.history.pushState({}, '', '/dashboard?conversation=bob&x=1');
  const bob = { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '/b.png', url: '/blog/bob' };
  setup({
    get: {
      [API_ROUTES.blogPopover('bob')]: () => ({ tumblelog: bob, highlighted_posts: [] }),
      [API_ROUTES.messages]: () => Promise.reject(new ApiError(404, 'no')),
    },
  });
  expect(await screen.findByRole('dialog', { name: 'Conversation with bob' })).toBeInTheDocument();
  expect(window.location.search).toBe('?x=1');
  window.history.pushState({}, '', '/');
});

test('Minimize shows a tab with the avatar and unread badge; unminimising minimises the others', async () => {
  setup({
    get: { [API_ROUTES.messages]: ({ query }) => ({ ...thread(), conversation: conversation(String(query?.conversation_id)) }) },
  });
  const [, friend] = conversation('c1').participants;
  const other = { ...conversation('c2').participants[1]!, name: 'zed' };
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [friend!] });
  });
  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Minimize' }));
  const tab = screen.getByRole('button', { name: 'Open conversation with friend-c1' });
  expect(tab.querySelector('img')).toHaveAttribute('src', '/f.png');
  act(() => {
    windowStore.open({ id: 'c2', selfUuid: 't:alpha', selfName: 'alpha', others: [other] });
  });
  await screen.findByRole('dialog', { name: 'Conversation with friend-c2' });
  await userEvent.click(screen.getByRole('button', { name: 'Open conversation with friend-c1' }));
  expect(screen.getByRole('dialog', { name: 'Conversation with friend-c1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open conversation with friend-c2' })).toBeInTheDocument();
});
