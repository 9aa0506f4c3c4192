import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, remoteProps, fakeSession, type ApiRoute } from '@dash/remote-kit/src/testing';
import { renderMessaging, openInbox } from '../../../test/render-messaging';
import { conversation, participant } from '../../../test/conversation-fixture';
import { HeaderInbox } from '../../header-inbox/components/header-inbox';
import { windowStore } from '../../conversation/state/window-store';
import { NO_RESULTS_LINES } from '../state/recipient-rules';
import { SHORTCUTS_REASON } from './recipient-search';

const FAVORITES = [participant('fav-one'), participant('fav-two')];
const DIRECTORY = [participant('kitten-pics'), participant('kitchen-table'), participant('dogs-only')];

function search(query: Record<string, unknown>) {
  const q = String(query.q ?? '').toLowerCase();
  return { blogs: DIRECTORY.filter((b) => b.name.includes(q)) };
}

function setup(route: ApiRoute = () => ({ conversations: [] })) {
  const bus = createFakeBus();
  const api = fakeApi((path, query) => {
    if (path === API_ROUTES.poll) return { unread_messages: {} };
    if (path === API_ROUTES.participantSuggestions) return query.q ? search(query) : { blogs: FAVORITES };
    return route(path, query);
  });
  renderMessaging(remoteProps({ bus, api, session: fakeSession() }));
  return { bus, api };
}

async function compose(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Compose message' }));
  return within(dialog).getByRole('combobox', { name: 'To:' });
}

afterEach(() => {
  windowStore.reset();
  jest.restoreAllMocks();
});

test('Compose message hides the list and shows To: with the favourites; Nevermind brings the list back', async () => {
  const { api } = setup(() => ({
    conversations: [conversation('c1'), conversation('c2'), conversation('c3'), conversation('c4')],
  }));
  const dialog = await openInbox();
  await within(dialog).findByRole('list', { name: 'Conversations' });
  const input = await compose(dialog);
  expect(input).toHaveFocus();
  expect(within(dialog).queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  const favorites = await within(dialog).findByRole('listbox', { name: 'Favorites' });
  expect(
    within(favorites)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['fav-onefav-one title', 'fav-twofav-two title']);
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.participantSuggestions,
    expect.objectContaining({ query: { participant: 't:alpha', limit: '8', include_recent: 'true' } }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Nevermind' }));
  expect(within(dialog).queryByRole('combobox', { name: 'To:' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('list', { name: 'Conversations' })).toBeVisible();
});

test('the To: input suspends the dashboard shortcuts while it has focus', async () => {
  const { bus } = setup();
  const dialog = await openInbox();
  const input = await compose(dialog);
  expect(bus.payloads('shortcuts:suspend')).toEqual([{ reason: SHORTCUTS_REASON }]);
  expect(bus.payloads('shortcuts:resume')).toEqual([]);
  act(() => input.blur());
  expect(bus.payloads('shortcuts:resume')).toEqual([{ reason: SHORTCUTS_REASON }]);
  act(() => input.focus());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Nevermind' }));
  expect(bus.payloads('shortcuts:resume')).toHaveLength(2);
});

test('typing searches; Down/Up wrap around and Enter opens the selected blog and closes the inbox', async () => {
  const { api } = setup();
  const dialog = await openInbox();
  const input = await compose(dialog);
  await userEvent.type(input, 'kit');
  const results = await within(dialog).findByRole('listbox', { name: 'Tumblrs' });
  expect(api.get).toHaveBeenCalledWith(
    API_ROUTES.participantSuggestions,
    expect.objectContaining({ query: { participant: 't:alpha', q: 'kit' }, signal: expect.any(AbortSignal) }),
  );
  const options = within(results).getAllByRole('option');
  expect(options.map((o) => o.getAttribute('href'))).toEqual([
    '/conversation/new/kitten-pics',
    '/conversation/new/kitchen-table',
  ]);
  expect(input).not.toHaveAttribute('aria-activedescendant');
  await userEvent.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}'); // wraps to the first
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await userEvent.keyboard('{ArrowUp}'); // wraps to the last
  expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('dialog', { name: 'Inbox' })).not.toBeInTheDocument();
  expect(windowStore.getWindows()).toEqual([
    expect.objectContaining({ id: null, selfUuid: 't:alpha', selfName: 'alpha', others: [participant('kitchen-table')] }),
  ]);
});

test('Enter with exactly one result opens it without a selection; Enter with several and none selected does nothing', async () => {
  setup();
  const dialog = await openInbox();
  const input = await compose(dialog);
  await userEvent.type(input, 'kit');
  await within(dialog).findByRole('listbox', { name: 'Tumblrs' });
  await userEvent.keyboard('{Enter}');
  expect(windowStore.getWindows()).toEqual([]);
  await userEvent.type(input, 'ten');
  await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
  await userEvent.keyboard('{Enter}');
  expect(windowStore.getWindows()).toEqual([expect.objectContaining({ others: [participant('kitten-pics')] })]);
});

test('a click on a result opens it in place (the link is not followed)', async () => {
  setup();
  const dialog = await openInbox();
  await compose(dialog);
  await userEvent.click(await within(dialog).findByRole('option', { name: /fav-two/ }));
  expect(windowStore.getWindows()).toEqual([expect.objectContaining({ others: [participant('fav-two')] })]);
  expect(window.location.pathname).toBe('/');
  expect(screen.queryByRole('dialog', { name: 'Inbox' })).not.toBeInTheDocument();
});

test('nobody found: one of the spec lines, picked at random', async () => {
  jest.spyOn(Math, 'random').mockReturnValue(0.999);
  setup();
  const dialog = await openInbox();
  const input = await compose(dialog);
  await userEvent.type(input, 'zzz');
  expect(await within(dialog).findByText('Whaaa?')).toBeInTheDocument();
  expect(NO_RESULTS_LINES).toContain('Whaaa?');
  expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

describe('empty inbox', () => {
  const many = Array.from({ length: 10 }, (_, i) => participant(`blog-${i}`));

  function setupEmpty() {
    const bus = createFakeBus();
    const api = fakeApi((path) => {
      if (path === API_ROUTES.poll) return { unread_messages: {} };
      if (path === API_ROUTES.participantSuggestions) return { blogs: many };
      return { conversations: [] };
    });
    render(
      <RemoteProvider value={remoteProps({ bus, api, session: fakeSession() })}>
        <HeaderInbox />
      </RemoteProvider>,
    );
    return api;
  }

  test('Talk to a Tumblr, a grid of whole rows of 40 px avatars, and 5 more Tumblrs to talk to', async () => {
    const api = setupEmpty();
    const dialog = await openInbox();
    expect(await within(dialog).findByRole('heading', { name: 'Talk to a Tumblr' })).toBeInTheDocument();
    const grid = await within(dialog).findByRole('list', { name: 'Suggested Tumblrs' });
    const links = within(grid).getAllByRole('link');
    // 10 favourites: 5 go to the list, the other 5 trim to one whole row of 4.
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', '/messaging/conversation/blog-0');
    expect(within(links[0]!).getByRole('img', { name: 'Message blog-0' })).toHaveAttribute('width', '40');
    const more = within(dialog).getByRole('listbox', { name: 'More Tumblrs to talk to' });
    expect(
      within(more)
        .getAllByRole('option')
        .map((o) => o.getAttribute('href')),
    ).toEqual(['blog-4', 'blog-5', 'blog-6', 'blog-7', 'blog-8'].map((n) => `/conversation/new/${n}`));
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.participantSuggestions,
      expect.objectContaining({ query: { participant: 't:alpha', limit: '20', include_recent: 'true' } }),
    );
    await userEvent.click(links[2]!);
    expect(windowStore.getWindows()).toEqual([expect.objectContaining({ others: [many[2]] })]);
    expect(screen.queryByRole('dialog', { name: 'Inbox' })).not.toBeInTheDocument();
  });

  test('the favourites list takes focus and the keys', async () => {
    setupEmpty();
    const dialog = await openInbox();
    const more = await within(dialog).findByRole('listbox', { name: 'More Tumblrs to talk to' });
    act(() => more.focus());
    await userEvent.keyboard('{ArrowUp}');
    const options = within(more).getAllByRole('option');
    expect(more).toHaveAttribute('aria-activedescendant', options[4]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(more).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Enter}');
    expect(windowStore.getWindows()).toEqual([expect.objectContaining({ others: [many[4]] })]);
  });
});

describe('favourites under a short inbox', () => {
  test('appended under at most 3 conversations without a next page, without the blogs already there', async () => {
    FAVORITES.push(participant('friend-c1'));
    try {
      setup(() => ({ conversations: [conversation('c1'), conversation('c2')] }));
      const dialog = await openInbox();
      const more = await within(dialog).findByRole('listbox', { name: 'More Tumblrs to talk to' });
      expect(
        within(more)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['fav-onefav-one title', 'fav-twofav-two title']);
    } finally {
      FAVORITES.pop();
    }
  });

  test('not appended under 4 conversations', async () => {
    const { api } = setup(() => ({ conversations: ['a', 'b', 'c', 'd'].map((id) => conversation(id)) }));
    const dialog = await openInbox();
    await within(dialog).findByRole('list', { name: 'Conversations' });
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith(API_ROUTES.participantSuggestions, expect.anything());
  });

  test('not appended while there is a further page', async () => {
    const { api } = setup(() => ({
      conversations: [conversation('c1')],
      _links: { next: { href: '/svc/conversations?participant=t:alpha&before=1' } },
    }));
    const dialog = await openInbox();
    await within(dialog).findByRole('list', { name: 'Conversations' });
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith(API_ROUTES.participantSuggestions, expect.anything());
  });
});
