import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { renderMessaging, openInbox } from '../../../test/render-messaging';
import { conversation } from '../../../test/conversation-fixture';
import { createFakeBus, fakeApi, fakeBlog, remoteProps, fakeSession, type ApiRoute } from '@dash/remote-kit/src/testing';

function setup(answer: ApiRoute, session = fakeSession()) {
  const bus = createFakeBus();
  const api = fakeApi((path, query) =>
    path === API_ROUTES.poll ? { unread_messages: { 'mk-alpha': { c: 2 }, 'mk-beta': { d: 5 } } } : answer(path, query),
  );
  renderMessaging(remoteProps({ bus, api, session }));
  return { bus, api };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

test('shows only a loading bar, then the conversation list', async () => {
  const page = deferred<unknown>();
  const { api } = setup(() => page.promise);
  const dialog = await openInbox();
  expect(within(dialog).getByRole('progressbar', { name: 'Loading conversations' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  page.resolve({
    conversations: [conversation('c1'), conversation('c2', { unread_messages_count: 2, last_modified_ts: Date.now() })],
  });
  const list = await within(dialog).findByRole('list', { name: 'Conversations' });
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  // Newest first, unread marked, the other participant named.
  expect(rows[0]).toHaveTextContent('friend-c2');
  expect(rows[0]).toHaveClass('msg-row--unread');
  expect(rows[0]).toHaveTextContent('Unread');
  expect(rows[1]).not.toHaveClass('msg-row--unread');
  expect(rows[1]).toHaveTextContent('hello from c1');
  expect(rows[1]).toHaveTextContent('5m');
  // Each row is one button that opens its conversation.
  expect(within(list).getAllByRole('button')).toHaveLength(2);
  expect(api.get).toHaveBeenCalledWith(API_ROUTES.conversations, expect.objectContaining({ query: { participant: 't:alpha' } }));
});

test('cuts the last message to 100 characters and summarises posts and images', async () => {
  setup(() => ({
    conversations: [
      conversation('long', {
        last_message: {
          conversation_id: 'long',
          type: 'TEXT',
          ts: '1',
          participant: 't:friend-long',
          content: { text: 'x'.repeat(300) },
        },
      }),
      conversation('post', {
        last_modified_ts: 1,
        last_message: {
          conversation_id: 'post',
          type: 'POSTREF',
          ts: '1',
          participant: 't:friend-post',
          post: { id: '9', blog_name: 'b', type: 'video', summary: '', post_url: '/p', state: 'published' },
        },
      }),
      conversation('img', {
        last_modified_ts: 0,
        last_message: { conversation_id: 'img', type: 'IMAGE', ts: '1', participant: 't:alpha' },
      }),
    ],
  }));
  const dialog = await openInbox();
  const rows = await within(dialog).findAllByRole('listitem');
  expect(rows[0]!.querySelector('.msg-row__summary')!.textContent).toBe('x'.repeat(100));
  expect(rows[1]).toHaveTextContent('friend-post sent a video');
  expect(rows[2]).toHaveTextContent('alpha sent a photo');
});

test('shows the empty view for an empty inbox', async () => {
  setup(() => ({ conversations: [] }));
  const dialog = await openInbox();
  expect(await within(dialog).findByRole('heading', { name: 'Talk to a Tumblr' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
});

test('shows an error with Retry, which fetches again', async () => {
  let calls = 0;
  setup(() => {
    calls += 1;
    if (calls === 1) throw new Error('network');
    return { conversations: [] };
  });
  const dialog = await openInbox();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Something/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByRole('heading', { name: 'Talk to a Tumblr' })).toBeInTheDocument();
});

test('loads the next page when scrolled to the bottom', async () => {
  const { api } = setup((_path, query) =>
    query.before
      ? { conversations: [conversation('c3', { last_modified_ts: 1 })] }
      : {
          conversations: [conversation('c1'), conversation('c2')],
          _links: { next: { href: '/svc/conversations?participant=t:alpha&before=123' } },
        },
  );
  const dialog = await openInbox();
  const scroller = await within(dialog).findByTestId('conversation-list');
  Object.defineProperties(scroller, {
    scrollHeight: { value: 1000 },
    clientHeight: { value: 400 },
    scrollTop: { value: 600, writable: true },
  });
  fireEvent.scroll(scroller);
  expect(await within(dialog).findByText('friend-c3')).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.conversations,
    expect.objectContaining({ query: { participant: 't:alpha', before: '123' } }),
  );
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
});

test('the sender selector shows only with several blogs and switches the inbox locally', async () => {
  const session = fakeSession({ blogs: [fakeBlog('alpha'), fakeBlog('beta')] });
  const { api, bus } = setup(
    (_p, query) => ({ conversations: query.participant === 't:beta' ? [conversation('b1')] : [] }),
    session,
  );
  const dialog = await openInbox();
  const select = within(dialog).getByRole('combobox', { name: 'Inbox of' });
  expect(within(select).getByRole('option', { name: 'beta (5 unread)' })).toBeInTheDocument();
  await userEvent.selectOptions(select, 'beta');
  expect(await within(dialog).findByText(/friend-b1/)).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith(API_ROUTES.conversations, expect.objectContaining({ query: { participant: 't:beta' } }));
  expect(bus.emitted.some((e) => e.topic === 'session:current-blog')).toBe(false);
});

test('a single blog gets no selector', async () => {
  setup(() => ({ conversations: [] }));
  const dialog = await openInbox();
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
});

test('Escape closes the inbox and gives focus back to the button', async () => {
  setup(() => ({ conversations: [] }));
  await openInbox();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Messages/ })).toHaveFocus();
  expect(screen.getByRole('button', { name: /^Messages/ })).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside closes the inbox', async () => {
  setup(() => ({ conversations: [] }));
  await openInbox();
  await new Promise((r) => setTimeout(r, 5));
  await userEvent.click(document.body);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
