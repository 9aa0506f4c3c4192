import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError, type Participant, type SharePopoverData } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, fakeBlog, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { ShareHost } from '../../../app/share-host';
import { shareData as baseShareData } from '../../../testing/share-data';

// The messaging share at the top of the share popover (spec 3 §2 screen 12, §4, §5, §9).

const participant = (name: string, extra: Partial<Participant> = {}): Participant => ({
  name,
  uuid: `t:${name}`,
  title: name,
  avatar_url: `/a/${name}.png`,
  url: `/blog/${name}`,
  description: '',
  can_receive_messages: true,
  is_blog_following_you: false,
  is_following_blog: true,
  ...extra,
});

const shareData = (extra: Partial<SharePopoverData> = {}): SharePopoverData =>
  baseShareData({ tumblelog_uuid: 't:alpha', show_flagging: false, show_reporting_links: false, ...extra });

const FAVORITES = [
  participant('friend'),
  participant('closed', { can_receive_messages: false }),
  ...Array.from({ length: 11 }, (_, i) => participant(`fav${i}`)),
];

type Send = (form: Record<string, unknown>) => unknown;
/** The send answer as the client reads it (the fake api does not parse). */
const SENT = { messages: { data: [] }, conversation: { id: 'c9' } };

function setup({
  data = shareData(),
  search = (q: string): Participant[] => (q === 'bo' ? [participant('bob')] : []),
  send = (() => SENT) as Send,
  session = fakeSession({ blogs: [fakeBlog('alpha', { is_primary: true }), fakeBlog('beta')] }),
} = {}) {
  const bus = createFakeBus();
  const api = fakeApi();
  api.post.mockImplementation(
    async (path: string, options: { form?: Record<string, unknown>; schema?: { parse(v: unknown): unknown } } = {}) => {
      if (path === API_ROUTES.shareData('alpha', '42')) return { share_popover_data: data };
      if (path === API_ROUTES.messages) return send(options.form ?? {});
      throw new Error(`unexpected POST ${path}`);
    },
  );
  api.get.mockImplementation(
    async (path: string, options: { query?: Record<string, string>; schema?: { parse(v: unknown): unknown } } = {}) => {
      if (path !== API_ROUTES.participantSuggestions) throw new Error(`unexpected GET ${path}`);
      const q = options.query?.q;
      const value = { blogs: q ? search(q) : FAVORITES };
      return options.schema ? options.schema.parse(value) : value;
    },
  );
  render(
    <RemoteProvider value={remoteProps({ bus, api, session })}>
      <ShareHost />
    </RemoteProvider>,
  );
  act(() => bus.emit('share:open', { postId: '42', blogName: 'alpha', anchor: { top: 10, left: 10, width: 20, height: 20 } }));
  const events = () =>
    bus
      .payloads('log:event')
      .filter((e) => e.event === 'messaging-interaction')
      .map((e) => e.data?.action);
  return { bus, api, events };
}

const popover = () => screen.getByRole('dialog', { name: 'Share this post' });

test('before typing: "Message to..." and the 10 favourites that can receive messages, over the options', async () => {
  const { api } = setup();
  const input = await within(popover()).findByRole('searchbox', { name: 'Message to...' });
  expect(input).toHaveAttribute('placeholder', 'Message to...');
  const row = await within(popover()).findByRole('list', { name: 'Favorites' });
  const names = within(row)
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(names).toHaveLength(10);
  expect(names[0]).toBe('friend');
  expect(names).not.toContain('closed');
  expect(api.get).toHaveBeenCalledWith(API_ROUTES.participantSuggestions, {
    query: { participant: 't:alpha', limit: '10', include_recent: 'true' },
    schema: expect.anything(),
    signal: expect.any(AbortSignal),
  });
  expect(within(popover()).getByRole('link', { name: 'Permalink' })).toBeInTheDocument();
});

test('typing searches after 250 ms; no match shows the no-results message', async () => {
  const { api, events } = setup();
  const input = await within(popover()).findByRole('searchbox', { name: 'Message to...' });
  await within(popover()).findByRole('list', { name: 'Favorites' });
  await userEvent.type(input, 'bo');
  const found = await within(popover()).findByRole('list', { name: 'Blogs found' });
  expect(within(found).getByRole('button', { name: 'bob' })).toBeInTheDocument();
  expect(api.get).toHaveBeenLastCalledWith(API_ROUTES.participantSuggestions, {
    query: { participant: 't:alpha', q: 'bo' },
    schema: expect.anything(),
    signal: expect.any(AbortSignal),
  });
  await userEvent.type(input, 'zzz');
  expect(await within(popover()).findByText('No one found for “bozzz”.')).toHaveAttribute('role', 'status');
  expect(events()).toEqual(['share-search', 'share-search']);
});

test('not shown without the post blog uuid (spec 3 §5)', async () => {
  setup({ data: shareData({ tumblelog_uuid: undefined }) });
  await within(popover()).findByRole('link', { name: 'Permalink' });
  expect(screen.queryByRole('searchbox', { name: 'Message to...' })).not.toBeInTheDocument();
});

test('a visitor gets no messaging share', async () => {
  setup({ session: fakeSession({ logged_in: false, user: null, blogs: [] }) });
  await within(popover()).findByRole('link', { name: 'Permalink' });
  expect(screen.queryByRole('searchbox', { name: 'Message to...' })).not.toBeInTheDocument();
});

test('a user whose blogs cannot send messages gets no messaging share', async () => {
  setup({ session: fakeSession({ blogs: [fakeBlog('alpha', { can_send_messages: false })] }) });
  await within(popover()).findByRole('link', { name: 'Permalink' });
  expect(screen.queryByRole('searchbox', { name: 'Message to...' })).not.toBeInTheDocument();
});

test('choosing a recipient shows the message box and hides the options; removing brings them back', async () => {
  const { events } = setup();
  await userEvent.click(await within(popover()).findByRole('button', { name: 'friend' }));
  const box = within(popover()).getByRole('form', { name: 'Message to friend' });
  expect(within(box).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Say something if you like...');
  expect(within(box).getByRole('textbox', { name: 'Message' })).toHaveFocus();
  expect(within(box).getByRole('combobox', { name: 'Send as' })).toHaveValue('t:alpha');
  expect(within(popover()).queryByRole('link', { name: 'Permalink' })).not.toBeInTheDocument();
  expect(events()).toEqual(['share-choose']);
  await userEvent.click(within(box).getByRole('button', { name: 'Remove friend' }));
  expect(within(popover()).getByRole('link', { name: 'Permalink' })).toBeInTheDocument();
  await waitFor(() => expect(within(popover()).getByRole('searchbox', { name: 'Message to...' })).toHaveFocus());
});

test('the sender equal to the recipient is disabled and another sender is used', async () => {
  setup({ search: () => [participant('alpha')] });
  const input = await within(popover()).findByRole('searchbox', { name: 'Message to...' });
  await userEvent.type(input, 'alp');
  await userEvent.click(await within(popover()).findByRole('button', { name: 'alpha' }));
  const select = within(popover()).getByRole('combobox', { name: 'Send as' });
  expect(within(select).getByRole('option', { name: 'alpha' })).toBeDisabled();
  expect(select).toHaveValue('t:beta');
});

test('Send posts the POSTREF, then the text in that conversation; blocked while sending; then the conversation opens', async () => {
  let finish: (v: unknown) => void = () => undefined;
  const send = jest.fn((form: Record<string, unknown>) =>
    form.type === 'POSTREF' ? new Promise((resolve) => (finish = resolve)) : SENT,
  );
  const { bus, events } = setup({ send });
  await userEvent.click(await within(popover()).findByRole('button', { name: 'friend' }));
  await userEvent.selectOptions(within(popover()).getByRole('combobox', { name: 'Send as' }), 'beta');
  await userEvent.type(within(popover()).getByRole('textbox', { name: 'Message' }), 'look at this');
  await userEvent.click(within(popover()).getByRole('button', { name: 'Send' }));
  const sending = within(popover()).getByRole('button', { name: 'Sending...' });
  expect(sending).toBeDisabled();
  await userEvent.click(sending);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({
    participant: 't:beta',
    'participants[]': ['t:beta', 't:friend'],
    type: 'POSTREF',
    post: '42',
    context: 'post-chrome',
  });
  act(() => finish(SENT));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share this post' })).not.toBeInTheDocument());
  expect(send).toHaveBeenLastCalledWith({
    participant: 't:beta',
    conversation_id: 'c9',
    type: 'TEXT',
    message: 'look at this',
    context: 'post-chrome',
  });
  expect(bus.payloads('messaging:open')).toEqual([{ name: 'friend', from: 'beta' }]);
  expect(bus.payloads('toast:show')).toEqual([]);
  expect(events()).toEqual(['share-choose', 'share-send']);
});

test('without text only the post is sent', async () => {
  const send = jest.fn(() => SENT);
  const { bus } = setup({ send });
  await userEvent.click(await within(popover()).findByRole('button', { name: 'friend' }));
  await userEvent.click(within(popover()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(bus.payloads('messaging:open')).toEqual([{ name: 'friend', from: 'alpha' }]));
  expect(send).toHaveBeenCalledTimes(1);
});

test('a refused post says why and keeps the box', async () => {
  const send = jest.fn(() => {
    throw new ApiError(409, 'conflict', [
      { code: 'conflict', detail: 'You need to follow friend to start a conversation.' } as never,
    ]);
  });
  const { bus } = setup({ send });
  await userEvent.click(await within(popover()).findByRole('button', { name: 'friend' }));
  await userEvent.type(within(popover()).getByRole('textbox', { name: 'Message' }), 'hello');
  await userEvent.click(within(popover()).getByRole('button', { name: 'Send' }));
  expect(await within(popover()).findByRole('alert')).toHaveTextContent("Couldn't send this post to friend.");
  expect(send).toHaveBeenCalledTimes(1);
  expect(within(popover()).getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(within(popover()).getByRole('textbox', { name: 'Message' })).toHaveValue('hello');
  expect(bus.payloads('messaging:open')).toEqual([]);
});

test('a text refused after the post still opens the conversation and says the text did not go', async () => {
  const send = jest.fn((form: Record<string, unknown>) => {
    if (form.type === 'TEXT') throw new Error('offline');
    return SENT;
  });
  const { bus } = setup({ send });
  await userEvent.click(await within(popover()).findByRole('button', { name: 'friend' }));
  await userEvent.type(within(popover()).getByRole('textbox', { name: 'Message' }), 'hello');
  await userEvent.click(within(popover()).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(bus.payloads('messaging:open')).toEqual([{ name: 'friend', from: 'alpha' }]));
  expect(bus.payloads('toast:show')).toEqual([
    { message: "The post went to friend, but your message didn't. Please try again.", tone: 'error' },
  ]);
});
