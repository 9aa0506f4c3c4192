import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, type Message, type MessagingServerData } from '@dash/shared-contracts';
import { focusableIn } from '@dash/remote-kit';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { DEFAULT_SERVER_DATA } from '../../../lib/server-data';
import { renderMessaging } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { windowStore, type OpenRequest } from '../state/window-store';
import { PERSIST_FLUSH_MS } from '../state/window-persistence';

type Handler = (options: { query?: Record<string, unknown> }) => unknown;

const msg = (ts: number, text: string): Message => ({
  conversation_id: 'c1',
  type: 'TEXT',
  ts: String(ts),
  participant: 't:friend-c1',
  content: { text },
});

const friend = (id: string) => ({
  uuid: `t:friend-${id}`,
  name: `friend-${id}`,
  title: 'Friend',
  avatar_url: '/f.png',
  url: '/blog/friend',
});
const req = (id: string): OpenRequest => ({ id, selfUuid: 't:alpha', selfName: 'alpha', others: [friend(id)] });

function setup(
  messages: Handler = (o) => ({ conversation: conversation(String(o.query?.conversation_id)), messages: { data: [] } }),
  session = fakeSession(),
) {
  const bus = createFakeBus();
  const api = fakeApi();
  const table: Record<string, Handler> = {
    [API_ROUTES.poll]: () => ({ unread_messages: { 'mk-alpha': {} } }),
    [API_ROUTES.messages]: messages,
    [API_ROUTES.participantInfo]: () => {
      throw new Error('not needed');
    },
    [API_ROUTES.blogPopover('friend-c7')]: () => ({ tumblelog: friend('c7') }),
    [API_ROUTES.blogPopover('alpha')]: () => ({ tumblelog: { ...friend('x'), uuid: 't:alpha', name: 'alpha' } }),
  };
  api.get.mockImplementation(
    async (path: string, options: { schema?: { parse(v: unknown): unknown }; query?: Record<string, unknown> } = {}) => {
      const handler = table[path];
      if (!handler) throw new Error(`unexpected ${path}`);
      const value = await handler(options);
      return options.schema ? options.schema.parse(value) : value;
    },
  );
  const props = remoteProps({ bus, api, session });
  renderMessaging(props, { windows: true });
  return { bus, api };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => windowStore.reset());
  jest.restoreAllMocks();
});

test('windows are saved, restored on load and cleared on logout', async () => {
  localStorage.setItem(
    'messaging:ann:minimized',
    JSON.stringify([
      { id: 'c2', participantUuid: 't:alpha', participants: [{ ...friend('c2'), theme: null }], lastOpenedDateTs: 1 },
    ]),
  );
  localStorage.setItem(
    'messaging:ann:open',
    JSON.stringify([
      { id: 'c1', participantUuid: 't:alpha', participants: [{ ...friend('c1'), theme: null }], lastOpenedDateTs: 2 },
    ]),
  );
  const { bus } = setup();
  expect(await screen.findByRole('dialog', { name: 'Conversation with friend-c1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open conversation with friend-c2' })).toBeInTheDocument();

  act(() => windowStore.setMinimized('c2', false));
  await waitFor(() => expect(JSON.parse(localStorage.getItem('messaging:ann:open') ?? '[]')).toMatchObject([{ id: 'c2' }]));
  expect(JSON.parse(localStorage.getItem('messaging:ann:minimized') ?? '[]')).toMatchObject([{ id: 'c1' }]);

  act(() => bus.emit('session:logged-out', {}));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem('messaging:ann:open')).toBeNull();
  expect(localStorage.getItem('messaging:ann:minimized')).toBeNull();
});

test('a storage failure is reported as log:event and the windows still work', async () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { bus } = setup();
  act(() => {
    windowStore.open(req('c1'));
  });
  expect(await screen.findByRole('dialog', { name: 'Conversation with friend-c1' })).toBeInTheDocument();
  await waitFor(() =>
    expect(bus.payloads('log:event')).toContainEqual({
      event: 'messaging-storage-failed',
      data: { operation: 'write', key: 'messaging:ann:open', message: 'full' },
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, PERSIST_FLUSH_MS));
});

test('Tab from the last focusable of one window goes to the next window, Shift+Tab comes back', async () => {
  setup();
  act(() => {
    windowStore.open(req('c1'));
    windowStore.open(req('c2')); // c1 is minimised
  });
  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c2' });
  const tab = screen.getByRole('button', { name: 'Open conversation with friend-c1' });
  // Document order is the visual order, left to right: the open window, then the minimised tab.
  expect(panel.compareDocumentPosition(tab) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await within(panel).findByRole('textbox');
  const items = focusableIn(panel).filter((el) => !el.hasAttribute('disabled'));
  const last = items[items.length - 1];
  last?.focus();
  fireEvent.keyDown(last as HTMLElement, { key: 'Tab' });
  expect(tab).toHaveFocus();
  fireEvent.keyDown(tab, { key: 'Tab', shiftKey: true });
  expect(last).toHaveFocus();
  // Inside a window Tab is left to the browser.
  items[0]?.focus();
  const event = fireEvent.keyDown(items[0] as HTMLElement, { key: 'Tab' });
  expect(event).toBe(true);
  expect(items[0]).toHaveFocus();
});

test('scrolled to the top, the earlier page loads and the reader keeps their place', async () => {
  const previous = '/svc/conversations/messages?conversation_id=c1&participant=t%3Aalpha&before=3000';
  const { api } = setup((o) =>
    o.query?.before === '3000'
      ? { conversation: conversation('c1'), messages: { data: [msg(1000, 'oldest'), msg(2000, 'older')] } }
      : {
          conversation: conversation('c1'),
          messages: { data: [msg(3000, 'newer'), msg(4000, 'newest')] },
          _links: { previous: { href: previous } },
        },
  );
  act(() => {
    windowStore.open(req('c1'));
  });
  const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  const list = await within(panel).findByRole('log');
  await within(panel).findByText('newest');
  let scrollTop = 0;
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => list.querySelectorAll('li').length * 100 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(list, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (v: number) => {
      scrollTop = v;
    },
  });
  scrollTop = 0;
  fireEvent.scroll(list);
  await within(panel).findByText('oldest');
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.messages,
    expect.objectContaining({ query: { conversation_id: 'c1', participant: 't:alpha', before: '3000' } }),
  );
  expect([...list.querySelectorAll('.msg-msg__text')].map((p) => p.textContent)).toEqual(['oldest', 'older', 'newer', 'newest']);
  // 200 px were above the old first message before; now 200 px more are: the same messages stay in view.
  expect(scrollTop).toBe(200);
  // That page was the first: no further request.
  fireEvent.scroll(list);
  expect(api.get.mock.calls.filter(([p, o]) => p === API_ROUTES.messages && o?.query?.before).length).toBe(1);
});

describe('server data and the multiple-windows setting', () => {
  const withSettings = (features: Partial<MessagingServerData['features']>, multiple: boolean) => {
    const session = fakeSession();
    return {
      ...session,
      user: session.user && { ...session.user, messaging_multiple_windows: multiple },
      messaging: { ...DEFAULT_SERVER_DATA, features: { ...DEFAULT_SERVER_DATA.features, ...features } },
    };
  };

  test('with multiple windows on, windows open side by side up to what the viewport holds', async () => {
    window.innerWidth = 1440;
    setup(undefined, withSettings({}, true));
    act(() => {
      for (const id of ['c1', 'c2', 'c3', 'c4']) windowStore.open(req(id));
    });
    expect(await screen.findByRole('dialog', { name: 'Conversation with friend-c4' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Conversation with friend-c3' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Conversation with friend-c2' })).toBeInTheDocument();
    // The oldest open one went to a tab; unminimising it minimises the oldest still open (c2).
    const tab = screen.getByRole('button', { name: 'Open conversation with friend-c1' });
    fireEvent.click(tab);
    expect(await screen.findByRole('dialog', { name: 'Conversation with friend-c1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open conversation with friend-c2' })).toBeInTheDocument();
    // A narrow window holds one.
    window.innerWidth = 400;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    window.innerWidth = 1024;
  });

  test('with minimise off there is no Minimize button and opening another window closes the first', async () => {
    setup(undefined, withSettings({ minimize: false }, false));
    act(() => {
      windowStore.open(req('c1'));
    });
    const first = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
    await within(first).findByRole('textbox');
    expect(within(first).queryByRole('button', { name: 'Minimize' })).not.toBeInTheDocument();
    act(() => {
      windowStore.open(req('c2'));
    });
    expect(await screen.findByRole('dialog', { name: 'Conversation with friend-c2' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Conversation with friend-c1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open conversation/ })).not.toBeInTheDocument();
  });

  test('send_photos off hides Add a photo; persistence off saves nothing', async () => {
    setup(undefined, withSettings({ send_photos: false, persistence: false }, false));
    act(() => {
      windowStore.open(req('c1'));
    });
    const panel = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
    await within(panel).findByRole('textbox');
    expect(within(panel).queryByRole('button', { name: 'Add a photo' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, PERSIST_FLUSH_MS + 10));
    expect(localStorage.getItem('messaging:ann:open')).toBeNull();
  });
});

test('messaging:open opens a conversation with the named blog as the current blog; own blogs and unknown ones toast', async () => {
  const { bus } = setup();
  act(() => bus.emit('messaging:open', { name: 'friend-c7' }));
  expect(await screen.findByRole('dialog', { name: 'Conversation with friend-c7' })).toBeInTheDocument();
  expect(windowStore.getWindows()).toMatchObject([{ selfName: 'alpha', others: [{ name: 'friend-c7' }] }]);
  act(() => bus.emit('messaging:open', { name: 'alpha' }));
  act(() => bus.emit('messaging:open', { name: 'nobody' }));
  act(() => bus.emit('messaging:open', { name: 'friend-c7', from: 'not-mine' }));
  await waitFor(() =>
    expect(bus.payloads('toast:show')).toEqual([
      { message: "Couldn't open a conversation with friend-c7.", tone: 'error' },
      { message: "Couldn't open a conversation with alpha.", tone: 'error' },
      { message: "Couldn't open a conversation with nobody.", tone: 'error' },
    ]),
  );
  // Only the conversation that opened is logged (spec 2: messaging-interaction, platform web).
  expect(bus.payloads('log:event')).toEqual([
    { event: 'messaging-interaction', data: { platform: 'web', action: 'conversation-open', recipient: 'friend-c7' } },
  ]);
});
