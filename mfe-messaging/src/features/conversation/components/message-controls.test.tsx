import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type Message } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { renderMessaging } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { resetTutorialGate } from '../state/tutorial-gate';
import { windowStore } from '../state/window-store';

// Each test opens a conversation window, whose parts load lazily: slow on a busy machine.
jest.setTimeout(20_000);

// Message controls (spec 3 §2 screen 13, §6, §8): Block and Report for a known sender that is not one
// of the user's blogs, Delete always with "Are you sure you want to delete this?".

type Handler = (options: { query?: Record<string, unknown>; form?: Record<string, unknown> }) => unknown;
type Routes = Record<string, Handler>;

const text = (ts: number, id: string, participant: string, body: string): Message => ({
  conversation_id: 'c1',
  type: 'TEXT',
  ts: String(ts),
  id,
  participant,
  content: { text: body },
});

const MESSAGES = [text(1_000_000, '41', 't:friend-c1', 'hi from friend'), text(1_000_500, '42', 't:alpha', 'hi from me')];

function setup({ post = {}, del = {} }: { post?: Routes; del?: Routes } = {}) {
  const bus = createFakeBus();
  const api = fakeApi();
  const route =
    (table: Routes) =>
    async (path: string, options: { schema?: { parse(v: unknown): unknown }; query?: Record<string, unknown> } = {}) => {
      const handler = table[path];
      if (!handler) throw new Error(`unexpected ${path}`);
      const value = await handler(options);
      return options.schema ? options.schema.parse(value) : value;
    };
  api.get.mockImplementation(
    route({
      [API_ROUTES.poll]: () => ({ unread_messages: { 'mk-alpha': { c1: 0 } } }),
      [API_ROUTES.participantInfo]: () => {
        throw new Error('no icebreakers here');
      },
      [API_ROUTES.messages]: () => ({
        conversation: conversation('c1'),
        messages: { data: MESSAGES },
        _links: { previous: { href: '/x' } },
      }),
    }),
  );
  api.post.mockImplementation(route(post));
  api.delete.mockImplementation(route(del));
  const others = conversation('c1').participants.filter((p) => p.uuid !== 't:alpha');
  act(() => {
    windowStore.open({ id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others });
  });
  const props = remoteProps({ bus, api, session: fakeSession({}, { has_seen_messaging_tutorial: true }) });
  renderMessaging(props, { windows: true });
  return { bus, api, navigate: props.navigate as jest.Mock };
}

function answerDialogs(bus: ReturnType<typeof createFakeBus>, result: 'confirm' | 'cancel') {
  const asked: Array<{ title: string; body?: string[]; confirmLabel: string; cancelLabel?: string }> = [];
  const answer = { result };
  bus.on('dialog:open', (request) => {
    asked.push(request);
    queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result: answer.result }));
  });
  return Object.assign(asked, { answer });
}

afterEach(() => {
  act(() => windowStore.reset());
  resetTutorialGate();
});

const messageRow = async (body: string) => {
  const win = await screen.findByRole('dialog', { name: 'Conversation with friend-c1' });
  const textEl = await within(win).findByText(body);
  return textEl.closest('li') as HTMLElement;
};

const openControls = async (body: string) => {
  await userEvent.click(within(await messageRow(body)).getByRole('button', { name: 'Message controls' }));
  return screen.getByRole('dialog', { name: 'Message controls' });
};

const items = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test("Block and Report only on the other blog's messages; Delete on every message", async () => {
  setup();
  expect(items(await openControls('hi from friend'))).toEqual(['Block friend-c1', 'Report', 'Delete']);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Message controls' })).not.toBeInTheDocument();
  expect(items(await openControls('hi from me'))).toEqual(['Delete']);
});

test('the controls are reached by keyboard, Escape closes them and focus goes back to the button', async () => {
  setup();
  const row = await messageRow('hi from friend');
  const button = within(row).getByRole('button', { name: 'Message controls' });
  // The window puts focus in its compose box once loaded (its placeholder is one of five, picked at
  // random); the controls are focused after that.
  const win = screen.getByRole('dialog', { name: 'Conversation with friend-c1' });
  await waitFor(() => expect(within(win).getByRole('textbox')).toHaveFocus(), { timeout: 5_000 });
  act(() => button.focus());
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const menu = screen.getByRole('dialog', { name: 'Message controls' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await userEvent.tab();
  expect(menu).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Message controls' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('Report goes to the abuse form in message mode', async () => {
  const { navigate } = setup();
  const menu = await openControls('hi from friend');
  const link = within(menu).getByRole('link', { name: 'Report' });
  expect(link).toHaveAttribute('href', '/abuse?message=41');
  await userEvent.click(link);
  expect(navigate).toHaveBeenCalledWith('/abuse?message=41');
  expect(screen.queryByRole('dialog', { name: 'Message controls' })).not.toBeInTheDocument();
});

test('Delete asks "Are you sure you want to delete this?"; Nevermind keeps it, Delete removes it for this blog', async () => {
  const del = jest.fn(() => ({ deleted: true, id: '42' }));
  const { bus, api } = setup({ del: { [API_ROUTES.deleteMessage]: del } });
  const asked = answerDialogs(bus, 'cancel');
  await userEvent.click(within(await openControls('hi from me')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toMatchObject({
    title: 'Are you sure you want to delete this?',
    confirmLabel: 'Delete',
    cancelLabel: 'Nevermind',
  });
  expect(api.delete).not.toHaveBeenCalled();
  expect(screen.getByText('hi from me')).toBeInTheDocument();

  asked.answer.result = 'confirm';
  await userEvent.click(within(await openControls('hi from me')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('hi from me')).not.toBeInTheDocument());
  expect(del).toHaveBeenCalledTimes(1);
  expect(api.delete).toHaveBeenCalledWith(API_ROUTES.deleteMessage, { query: { message_id: '42', participant: 't:alpha' } });
  expect(screen.getByText('hi from friend')).toBeInTheDocument();
});

test('a failed delete keeps the message and says why', async () => {
  const { bus } = setup({
    del: {
      [API_ROUTES.deleteMessage]: () => {
        throw new Error('offline');
      },
    },
  });
  answerDialogs(bus, 'confirm');
  await userEvent.click(within(await openControls('hi from friend')).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(bus.payloads('toast:show')).toContainEqual({
      message: "Couldn't delete this message. Please try again.",
      tone: 'error',
    }),
  );
  expect(screen.getByText('hi from friend')).toBeInTheDocument();
});

test("Block asks spec 3's confirmation from the conversation's blog, then blocks through /svc/block/add", async () => {
  const add = jest.fn(() => ({ blocked: true, tumblelog: 'alpha', blocked_tumblelog: 'friend-c1' }));
  const { bus } = setup({ post: { [API_ROUTES.blockAdd]: add } });
  const asked = answerDialogs(bus, 'confirm');
  await userEvent.click(within(await openControls('hi from friend')).getByRole('button', { name: 'Block friend-c1' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(asked[0]).toMatchObject({
    title: 'Are you sure you want to block friend-c1 from alpha?',
    body: ['They will not be able to follow you, message you, see you in search, or interact with your posts.'],
    confirmLabel: 'Block',
    cancelLabel: 'Nevermind',
  });
  expect(add).toHaveBeenCalledWith({
    form: { tumblelog: 'alpha', blocked_tumblelog: 'friend-c1', block_context: 'messaging' },
    schema: expect.anything(),
  });
  await waitFor(() => expect(bus.payloads('blog:blocked')).toContainEqual({ name: 'friend-c1', blocked: true }));
});
