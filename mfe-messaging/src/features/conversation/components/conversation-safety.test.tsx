import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type Message, type Session } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, fakeBlog, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { renderMessaging } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { resetTutorialGate } from '../state/tutorial-gate';
import { windowStore } from '../state/window-store';
import { BLUR_NOTE } from './message-list';
import { TUTORIAL_BODY } from './messaging-tutorial';

type Handler = (options: { query?: Record<string, unknown>; form?: Record<string, unknown> }) => unknown;
type Routes = Record<string, Handler>;

const text = (ts: number, participant: string, body: string): Message => ({
  conversation_id: 'c1',
  type: 'TEXT',
  ts: String(ts),
  participant,
  content: { text: body },
});

const photo = (ts: number, participant: string): Message => ({
  conversation_id: 'c1',
  type: 'IMAGE',
  ts: String(ts),
  participant,
  image: {
    url: `/m/${ts}.jpg`,
    width: 1000,
    height: 500,
    alt_sizes: [
      { url: `/m/${ts}-1000.jpg`, width: 1000, height: 500 },
      { url: `/m/${ts}-400.jpg`, width: 400, height: 200 },
    ],
  },
});

const DAY = 86_400;
const info = {
  name: 'friend-c1',
  uuid: 't:friend-c1',
  title: 'Friend',
  avatar_url: '/f.png',
  url: '/blog/friend-c1',
  avatar: '/f.png',
  description: 'I draw cats.',
  is_blog_following_you: true,
  is_following_blog: true,
  duration_blog_following_you: 400 * DAY,
  duration_following_blog: 5 * DAY,
  blog_tags: ['cats', 'ink'],
};

function setup(
  { get = {}, post = {}, del = {} }: { get?: Routes; post?: Routes; del?: Routes },
  session: Session = fakeSession({}, { has_seen_messaging_tutorial: true }),
) {
  const bus = createFakeBus();
  const api = fakeApi();
  const route =
    (table: Routes) =>
    async (
      path: string,
      options: { schema?: { parse(v: unknown): unknown }; query?: Record<string, unknown>; form?: Record<string, unknown> } = {},
    ) => {
      const handler = table[path];
      if (!handler) throw new Error(`unexpected ${path}`);
      const value = await handler(options);
      return options.schema ? options.schema.parse(value) : value;
    };
  api.get.mockImplementation(
    route({
      [API_ROUTES.poll]: () => ({ unread_messages: { 'mk-alpha': { c1: 0 } } }),
      [API_ROUTES.participantInfo]: () => info,
      ...get,
    }),
  );
  api.post.mockImplementation(route(post));
  api.delete.mockImplementation(route(del));
  const props = remoteProps({ bus, api, session });
  renderMessaging(props, { windows: true });
  return { bus, api, navigate: props.navigate as jest.Mock };
}

/** Answers every shell dialog with `result` and records what was asked. */
function answerDialogs(bus: ReturnType<typeof createFakeBus>, result: 'confirm' | 'cancel') {
  const asked: Array<{ title: string; confirmLabel: string; cancelLabel?: string }> = [];
  const answer = { result };
  bus.on('dialog:open', (request) => {
    asked.push(request);
    queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result: answer.result }));
  });
  return Object.assign(asked, { answer });
}

function openWindow(
  extra: Parameters<typeof conversation>[1] = {},
  messages: Message[] = [text(1_000_000, 't:friend-c1', 'hi')],
) {
  const thread = () => ({ conversation: conversation('c1', extra), messages: { data: messages } });
  const others = conversation('c1').participants.filter((p) => p.uuid !== 't:alpha');
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others });
  });
  return thread;
}

afterEach(() => {
  act(() => windowStore.reset());
  resetTutorialGate();
});

const panel = () => screen.findByRole('dialog', { name: 'Conversation with friend-c1' });

test('Actions: Sound settings, Delete conversation and Block for other blogs only', async () => {
  const ownFriend = fakeSession(
    { blogs: [fakeBlog('alpha', { is_primary: true }), fakeBlog('friend-c1')] },
    { has_seen_messaging_tutorial: true },
  );
  const thread = openWindow();
  setup({ get: { [API_ROUTES.messages]: thread } });
  const win = await panel();
  await within(win).findByText('hi');
  await userEvent.click(within(win).getByRole('button', { name: 'Actions' }));
  const menu = screen.getByRole('dialog', { name: 'Conversation actions' });
  expect(
    within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Sound settings', 'Delete conversation', 'Block friend-c1']);
  expect(within(menu).getByRole('link', { name: 'Sound settings' })).toHaveAttribute('href', '/settings/dashboard');
  act(() => windowStore.reset());

  // The same conversation seen by a user who owns friend-c1 too: nothing to block.
  cleanup();
  openWindow();
  setup({ get: { [API_ROUTES.messages]: thread } }, ownFriend);
  const own = await panel();
  await within(own).findByText('hi');
  await userEvent.click(within(own).getByRole('button', { name: 'Actions' }));
  const ownMenu = screen.getByRole('dialog', { name: 'Conversation actions' });
  expect(
    within(ownMenu)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Sound settings', 'Delete conversation']);
});

test('Sound settings: a plain click goes to /settings/dashboard in place and closes the popover', async () => {
  const thread = openWindow();
  const { navigate } = setup({ get: { [API_ROUTES.messages]: thread } });
  const win = await panel();
  await within(win).findByText('hi');
  await userEvent.click(within(win).getByRole('button', { name: 'Actions' }));
  // A Ctrl-click keeps the browser's own link behaviour (a new tab): no in-app navigation.
  const link = within(screen.getByRole('dialog', { name: 'Conversation actions' })).getByRole('link', { name: 'Sound settings' });
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom would try to follow it
  fireEvent.click(link, { ctrlKey: true });
  fireEvent.click(link, { button: 1 });
  expect(navigate).not.toHaveBeenCalled();
  await userEvent.click(link);
  expect(navigate).toHaveBeenCalledWith('/settings/dashboard');
  expect(screen.queryByRole('dialog', { name: 'Conversation actions' })).not.toBeInTheDocument();
});

test('Sound settings is not offered when the server turns sounds off, whatever the preference', async () => {
  const session = fakeSession({}, { has_seen_messaging_tutorial: true, is_sounds_enabled: true });
  const serverData = {
    features: {
      minimize: true,
      icebreakers: true,
      persistence: true,
      desktop_notifications: true,
      sounds: false,
      gif_search: true,
      send_photos: true,
      tutorial: true,
    },
    inbox_poll_ms: 15_000,
    conversation_poll_ms: 15_000,
    image_upload_limit_bytes: 10_485_760,
    favorites_append_limit: 3,
  };
  const thread = openWindow();
  setup({ get: { [API_ROUTES.messages]: thread } }, { ...session, messaging: serverData });
  const win = await panel();
  await within(win).findByText('hi');
  await userEvent.click(within(win).getByRole('button', { name: 'Actions' }));
  const menu = screen.getByRole('dialog', { name: 'Conversation actions' });
  expect(within(menu).queryByRole('link', { name: 'Sound settings' })).not.toBeInTheDocument();
  expect(within(menu).getByRole('button', { name: 'Delete conversation' })).toBeInTheDocument();
});

test('Delete: the confirmation, then DELETE and the window goes; Nevermind keeps it', async () => {
  const thread = openWindow();
  const del = jest.fn(() => ({}));
  const { bus, api } = setup({ get: { [API_ROUTES.messages]: thread }, del: { [API_ROUTES.messages]: del } });
  const asked = answerDialogs(bus, 'cancel');
  let win = await panel();
  await within(win).findByText('hi');
  await userEvent.click(within(win).getByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toMatchObject({
    title: 'Permanently delete this conversation?',
    confirmLabel: 'Delete',
    cancelLabel: 'Nevermind',
  });
  expect(api.delete).not.toHaveBeenCalled();
  win = await panel();

  asked.answer.result = 'confirm';
  await userEvent.click(within(win).getByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /Conversation with/ })).not.toBeInTheDocument());
  expect(api.delete).toHaveBeenCalledWith(API_ROUTES.messages, { query: { conversation_id: 'c1', participant: 't:alpha' } });
  expect(windowStore.getWindows()).toEqual([]);
});

test('Block: "Block messages from this sender?", then the own blog blocks the sender and the facts go out', async () => {
  const thread = openWindow();
  const block = jest.fn(() => ({ blocked: true, tumblelog: 'alpha', blocked_tumblelog: 'friend-c1' }));
  const { bus } = setup({ get: { [API_ROUTES.messages]: thread }, post: { [API_ROUTES.blockAdd]: block } });
  const asked = answerDialogs(bus, 'confirm');
  const win = await panel();
  await within(win).findByText('hi');
  await userEvent.click(within(win).getByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Block friend-c1' }));
  await waitFor(() => expect(block).toHaveBeenCalled());
  expect(asked[0]).toMatchObject({ title: 'Block messages from this sender?', confirmLabel: 'Block', cancelLabel: 'Nevermind' });
  expect(block).toHaveBeenCalledWith(
    expect.objectContaining({ form: expect.objectContaining({ tumblelog: 'alpha', blocked_tumblelog: 'friend-c1' }) }),
  );
  await waitFor(() => expect(bus.payloads('blog:blocked')).toEqual([{ name: 'friend-c1', blocked: true }]));
  expect(bus.payloads('toast:show')).toEqual([{ message: 'friend-c1 is blocked.', tone: 'success' }]);
});

test('possible spam: a prompt and Mark as spam; confirm removes the window and sends the flag; a failure is only logged', async () => {
  const thread = openWindow({ is_possible_spam: true });
  const flag = jest.fn(() => {
    throw new Error('flag down');
  });
  const { bus } = setup({ get: { [API_ROUTES.messages]: thread }, post: { [API_ROUTES.conversationFlag]: flag } });
  const asked = answerDialogs(bus, 'confirm');
  const win = await panel();
  const notice = await within(win).findByRole('note');
  expect(notice.textContent).toMatch(/^(Look sketchy\?|Seem fishy\?|Smell funny\?|Feel off\?|Don't know them\?) Mark as spam$/);
  await userEvent.click(within(notice).getByRole('button', { name: 'Mark as spam' }));
  await waitFor(() => expect(flag).toHaveBeenCalled());
  expect(asked[0]).toMatchObject({
    title: 'friend-c1 will be blocked and reported. And any trace of this conversation will disappear from your inbox.',
    confirmLabel: 'Mark it spam',
    cancelLabel: 'Nevermind',
  });
  expect(screen.queryByRole('dialog', { name: /Conversation with/ })).not.toBeInTheDocument();
  expect(flag).toHaveBeenCalledWith(
    expect.objectContaining({ form: { conversation_id: 'c1', participant: 't:alpha', context: 'inline', type: 'spam' } }),
  );
  await waitFor(() =>
    expect(bus.payloads('log:event')).toEqual([
      expect.objectContaining({ event: 'messaging-interaction', data: expect.objectContaining({ action: 'flag-spam-failed' }) }),
    ]),
  );
  expect(bus.payloads('toast:show')).toEqual([]);
});

test('no spam notice for an ordinary conversation', async () => {
  const thread = openWindow();
  setup({ get: { [API_ROUTES.messages]: thread } });
  const win = await panel();
  await within(win).findByText('hi');
  expect(within(win).queryByText('Mark as spam')).not.toBeInTheDocument();
});

test('can_send false: no compose box, the notice instead', async () => {
  const thread = openWindow({ can_send: false });
  setup({ get: { [API_ROUTES.messages]: thread } });
  const win = await panel();
  await within(win).findByText('hi');
  expect(within(win).getByText("This Tumblr can't receive messages.")).toBeInTheDocument();
  expect(within(win).queryByRole('textbox')).not.toBeInTheDocument();
});

test('blurred images: others’ photos are blurred under a note; a click unblurs them all and flags unblur', async () => {
  const thread = openWindow({ is_blurred_images: true }, [photo(1_000_000, 't:friend-c1'), photo(1_001_000, 't:friend-c1')]);
  const flag = jest.fn(() => ({ conversation_id: 'c1', type: 'unblur', blocked: [] }));
  setup({ get: { [API_ROUTES.messages]: thread }, post: { [API_ROUTES.conversationFlag]: flag } });
  const win = await panel();
  const notes = await within(win).findAllByRole('button', { name: new RegExp(BLUR_NOTE.replace(/[.?]/g, '\\$&')) });
  expect(notes).toHaveLength(2);
  const images = within(win).getAllByRole('img', { name: 'Image from friend-c1' });
  expect(images[0]).toHaveAttribute('src', '/m/1000000-400.jpg');
  expect(images[0]).toHaveAttribute('width', '210');
  expect(images[0]).toHaveAttribute('height', '105');
  await userEvent.click(notes[0]!);
  expect(within(win).queryByText(BLUR_NOTE)).not.toBeInTheDocument();
  expect(within(win).getAllByRole('img', { name: 'Image from friend-c1' })).toHaveLength(2);
  expect(flag).toHaveBeenCalledWith(
    expect.objectContaining({ form: { conversation_id: 'c1', participant: 't:alpha', context: 'inline', type: 'unblur' } }),
  );
});

test('icebreakers at the start of a conversation: relationship text; tags only for a new one', async () => {
  const thread = openWindow();
  const { api } = setup({ get: { [API_ROUTES.messages]: thread } });
  const win = await panel();
  const ice = await within(win).findByTestId('icebreakers');
  expect(within(ice).getByText('friend-c1')).toBeInTheDocument();
  expect(within(win).getAllByRole('link', { name: 'friend-c1' })).toHaveLength(1); // the header's
  expect(within(ice).getByText('I draw cats.')).toBeInTheDocument();
  expect(within(ice).getByText('Mutuals for 5 days')).toBeInTheDocument();
  expect(within(ice).queryByText('#cats')).not.toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.participantInfo,
    expect.objectContaining({ query: { q: 't:friend-c1', participant: 't:alpha' } }),
  );
});

test('icebreakers: a new conversation shows the tags; an earlier page hides the header', async () => {
  const thread = openWindow({}, []);
  setup({ get: { [API_ROUTES.messages]: thread } });
  const ice = await within(await panel()).findByTestId('icebreakers');
  expect(within(ice).getByText('#cats')).toBeInTheDocument();
  act(() => windowStore.reset());
  cleanup();

  const first = openWindow();
  const paged = () => ({ ...first(), _links: { previous: { href: '/svc/conversations/messages?before=1' } } });
  const { api } = setup({ get: { [API_ROUTES.messages]: paged } });
  await within(await panel()).findByText('hi');
  expect(screen.queryByTestId('icebreakers')).not.toBeInTheDocument();
  expect(api.get).not.toHaveBeenCalledWith(API_ROUTES.participantInfo, expect.anything());
});

test('the tutorial shows once, in the first opened inbox; Send a message starts composing and tells the server', async () => {
  const seen = jest.fn(() => ({ has_seen_messaging_tutorial: true }));
  setup(
    { get: { [API_ROUTES.conversations]: () => ({ conversations: [] }) }, post: { [API_ROUTES.tutorialSeen]: seen } },
    fakeSession({}, { has_seen_messaging_tutorial: false }),
  );
  const button = await screen.findByRole('button', { name: /^Messages/ });
  await userEvent.click(button);
  const inbox = screen.getByRole('dialog', { name: 'Inbox' });
  const tutorial = within(inbox).getByRole('region', { name: 'Talk to a Tumblr' });
  expect(within(tutorial).getByText(TUTORIAL_BODY)).toBeInTheDocument();
  expect(tutorial.querySelectorAll('.msg-tutorial__piece')).toHaveLength(50);
  await userEvent.click(within(tutorial).getByRole('button', { name: 'Send a message' }));
  expect(seen).toHaveBeenCalledTimes(1);
  expect(within(inbox).queryByRole('region', { name: 'Talk to a Tumblr' })).not.toBeInTheDocument();
  expect(within(inbox).getByRole('button', { name: 'Nevermind' })).toBeInTheDocument();

  // Closed and opened again: not again.
  await userEvent.click(button);
  await userEvent.click(button);
  expect(screen.getByRole('dialog', { name: 'Inbox' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Talk to a Tumblr' })).not.toBeInTheDocument();
  expect(seen).toHaveBeenCalledTimes(1);
});

test('the tutorial: closing the inbox counts as dismissing; a user who saw it never gets it', async () => {
  const seen = jest.fn(() => ({ has_seen_messaging_tutorial: true }));
  setup(
    { get: { [API_ROUTES.conversations]: () => ({ conversations: [] }) }, post: { [API_ROUTES.tutorialSeen]: seen } },
    fakeSession({}, { has_seen_messaging_tutorial: false }),
  );
  const button = await screen.findByRole('button', { name: /^Messages/ });
  await userEvent.click(button);
  expect(screen.getByRole('region', { name: 'Talk to a Tumblr' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(seen).toHaveBeenCalledTimes(1);
  cleanup();
  resetTutorialGate();

  setup({ get: { [API_ROUTES.conversations]: () => ({ conversations: [] }) } });
  await userEvent.click(await screen.findByRole('button', { name: /^Messages/ }));
  expect(screen.getByRole('dialog', { name: 'Inbox' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Talk to a Tumblr' })).not.toBeInTheDocument();
});
