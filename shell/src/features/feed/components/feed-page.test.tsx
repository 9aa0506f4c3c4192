import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import type { FakeServices } from '../../../test/fake-services';
import { makeOwnBlog, makePost, makeVisitorSession } from '../../../test/fixtures';
import { createInitialFeedStore } from '../../../app/initial-feed';
import { FeedPage } from './feed-page';

function setScroll(scrollY: number, documentHeight: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: documentHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

const mine = { name: 'alice', uuid: 't:alice', title: 'A', avatar_url: '/a.png', url: 'http://x/alice' };

function feed(
  services: FakeServices,
  page: Parameters<typeof API_ROUTES.feed>[0],
  pages: Record<string, { ids: string[]; next: string | null }>,
  direction: 'before' | 'after' = 'before',
) {
  for (const [ref, { ids, next }] of Object.entries(pages)) {
    services.api.on('get', API_ROUTES.feed(page, direction, ref), () => ({
      posts: ids.map((id) => makePost({ id })),
      next_ref: next,
    }));
  }
}

describe('FeedPage', () => {
  beforeEach(() => setScroll(0, 5000));

  it('renders the first page as an ARIA feed of articles', async () => {
    const services = createFakeServices();
    feed(services, 'dashboard', { '0': { ids: ['1', '2'], next: '2' } });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(articles[0]).toHaveAttribute('aria-posinset', '1');
    expect(articles[1]).toHaveAttribute('aria-posinset', '2');
    expect(articles[0]).toHaveAttribute('aria-setsize', '-1');
    expect(articles[0]).toHaveAccessibleName('bob Title 1');
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
  });

  it("starts from the server's first page without fetching it, then fetches the next page on scroll", async () => {
    const services = createFakeServices();
    const session = services.session.get();
    services.initialFeed = createInitialFeedStore({
      page: 'dashboard',
      blog: session.current_blog,
      response: { posts: [makePost({ id: '7' }), makePost({ id: '6' })], next_ref: '6' },
    });
    feed(services, 'dashboard', { '6': { ids: ['5'], next: null } });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    // Rendered at once, as the server's HTML it hydrates: no request for the first page.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(services.api.calls).toHaveLength(0);

    setScroll(3700, 5000);
    act(() => window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(services.api.calls.map((c) => c.path)).toEqual([API_ROUTES.feed('dashboard', 'before', '6')]);
  });

  it('ignores a server page rendered for another blog, and uses it only once', async () => {
    const services = createFakeServices();
    const response = { posts: [makePost({ id: '9' })], next_ref: null };
    const store = createInitialFeedStore({ page: 'dashboard', blog: 'someone-else', response });
    expect(store.take('dashboard', undefined, 'someone-else')).toBe(response);
    expect(store.take('dashboard', undefined, 'mine')).toBeNull();
    expect(store.take('explore', undefined, 'someone-else')).toBeNull();
    store.consume();
    expect(store.take('dashboard', undefined, 'someone-else')).toBeNull();

    services.initialFeed = createInitialFeedStore({ page: 'dashboard', blog: 'someone-else', response });
    feed(services, 'dashboard', { '0': { ids: ['1'], next: null } });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveAttribute('data-post-id', '1');
  });

  it('loads the next page once the scroll passes 90 percent, once, and stops at the end', async () => {
    const services = createFakeServices();
    let resolveSecond: (v: unknown) => void = () => {};
    feed(services, 'dashboard', { '0': { ids: ['1', '2'], next: '2' } });
    services.api.on('get', API_ROUTES.feed('dashboard', 'before', '2'), () => new Promise((r) => (resolveSecond = r)));
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    await screen.findAllByRole('article');
    expect(services.api.calls).toHaveLength(1);

    setScroll(3700, 5000);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading more posts');
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    act(() => window.dispatchEvent(new Event('scroll')));
    await act(async () => resolveSecond({ posts: [makePost({ id: '3' })], next_ref: null }));
    expect(services.api.calls.map((c) => c.path)).toEqual([
      API_ROUTES.feed('dashboard', 'before', '0'),
      API_ROUTES.feed('dashboard', 'before', '2'),
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText("You've reached the end.")).toBeInTheDocument();
    // Once the end is known, so is the size of the set.
    expect(screen.getAllByRole('article')[2]).toHaveAttribute('aria-setsize', '3');
  });

  it('does not load more before the threshold', async () => {
    const services = createFakeServices();
    feed(services, 'dashboard', { '0': { ids: ['1'], next: '1' } });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    await screen.findAllByRole('article');
    setScroll(3000, 5000);
    act(() => window.dispatchEvent(new Event('scroll')));
    await new Promise((r) => setTimeout(r, 30));
    expect(services.api.calls).toHaveLength(1);
  });

  it('shows an error with Try again, which retries the same page', async () => {
    const services = createFakeServices();
    let fail = true;
    services.api.on('get', API_ROUTES.feed('dashboard', 'before', '0'), () => {
      if (fail) throw new ApiError(500, 'boom', [{ code: 'INTERNAL', detail: 'Something broke on our side.' }]);
      return { posts: [makePost({ id: '9' })], next_ref: null };
    });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('suggests Explore on an empty dashboard', async () => {
    const services = createFakeServices();
    feed(services, 'dashboard', { '0': { ids: [], next: null } });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    expect(await screen.findByText(/Your dashboard is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore posts' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByText("You've reached the end.")).not.toBeInTheDocument();
  });

  it('reads drafts forwards and sends the tag of a tagged page', async () => {
    const services = createFakeServices();
    feed(services, 'drafts', { '0': { ids: ['1'], next: null } }, 'after');
    renderWithServices(<FeedPage page="drafts" visitor={false} />, services);
    expect(await screen.findByRole('article')).toBeInTheDocument();

    const tagged = createFakeServices();
    feed(tagged, 'tagged', { '0': { ids: ['5'], next: null } });
    renderWithServices(<FeedPage page="tagged" tag="cats" visitor={false} />, tagged);
    await waitFor(() => expect(tagged.api.calls[0]?.options?.query).toEqual({ tag: 'cats' }));
    expect(screen.getByRole('heading', { name: '#cats' })).toBeInTheDocument();
  });

  it('shows visitors the explore feed as their dashboard with a call to join', async () => {
    const services = createFakeServices({ session: makeVisitorSession() });
    feed(services, 'explore', { '0': { ids: ['1'], next: null } });
    renderWithServices(<FeedPage page="dashboard" visitor />, services);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByText('Join to follow blogs and post your own.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
  });

  it('after a save on the dashboard fetches the first page again and puts the unseen posts on top', async () => {
    const services = createFakeServices();
    let first = ['1', '2'];
    services.api.on('get', API_ROUTES.feed('dashboard', 'before', '0'), () => ({
      posts: first.map((id) => makePost({ id, content: { title: `T${id}` } })),
      next_ref: null,
    }));
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    await screen.findAllByRole('article');
    first = ['50', '51', '1', '2'];
    await act(async () => services.bus.emit('post:created', { post: makePost({ id: '50', blog: mine }) }));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-post-id'))).toEqual(['50', '51', '1', '2']),
    );
    expect(services.api.calls.map((c) => c.path)).toEqual([
      API_ROUTES.feed('dashboard', 'before', '0'),
      API_ROUTES.feed('dashboard', 'before', '0'),
    ]);
  });

  it('only logs to the console when the fetch of newer posts fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const services = createFakeServices();
    let fail = false;
    services.api.on('get', API_ROUTES.feed('drafts', 'after', '0'), () => {
      if (fail) throw new ApiError(500, 'down');
      return { posts: [makePost({ id: '1', blog: mine, state: 'draft' })], next_ref: null };
    });
    renderWithServices(<FeedPage page="drafts" visitor={false} />, services);
    await screen.findByRole('article');
    fail = true;
    await act(async () => services.bus.emit('post:created', { post: makePost({ id: '9', blog: mine, state: 'draft' }) }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[feed] could not fetch the newer posts after a save', expect.any(ApiError)),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    error.mockRestore();
  });

  it('prepends created posts that belong on other pages, replaces edits and fades out what left', async () => {
    const services = createFakeServices();
    feed(services, 'tagged', { '0': { ids: ['1', '2'], next: null } });
    services.api.on('get', API_ROUTES.feed('tagged', 'before', '0'), () => ({
      posts: ['1', '2'].map((id) => makePost({ id, tags: ['cats'] })),
      next_ref: null,
    }));
    renderWithServices(<FeedPage page="tagged" tag="cats" visitor={false} />, services);
    await screen.findAllByRole('article');

    act(() =>
      services.bus.emit('post:created', {
        post: makePost({ id: '50', blog: mine, tags: ['Cats'], content: { title: 'Fresh' } }),
      }),
    );
    act(() => services.bus.emit('post:created', { post: makePost({ id: '51', blog: mine, tags: ['dogs'] }) }));
    let articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(within(articles[0]!).getByRole('heading')).toHaveTextContent('Fresh');

    act(() => services.bus.emit('post:updated', { post: makePost({ id: '1', tags: ['cats'], content: { title: 'Edited' } }) }));
    expect(screen.getByRole('heading', { name: 'Edited' })).toBeInTheDocument();

    // Its tag was removed: it no longer belongs here, so it fades (200 ms) and goes.
    act(() => services.bus.emit('post:updated', { post: makePost({ id: '2', tags: [] }) }));
    const leaving = screen.getAllByRole('article').find((a) => a.getAttribute('data-post-id') === '2')!;
    expect(leaving).toHaveClass('pk-post--leaving');
    await waitFor(() => expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-post-id'))).toEqual(['50', '1']));

    act(() => services.bus.emit('post:deleted', { postId: '50' }));
    await waitFor(() => expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-post-id'))).toEqual(['1']));
    articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('puts the compose slot above a signed-in dashboard only', async () => {
    const services = createFakeServices();
    feed(services, 'dashboard', { '0': { ids: ['1'], next: null } });
    renderWithServices(<FeedPage page="dashboard" visitor={false} />, services);
    await screen.findByRole('article');
    const slot = screen.getByTestId('slot-dashboard-compose');
    expect(slot.compareDocumentPosition(screen.getByRole('feed')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const visitor = createFakeServices({ session: makeVisitorSession() });
    feed(visitor, 'explore', { '0': { ids: ['2'], next: null } });
    const other = renderWithServices(<FeedPage page="dashboard" visitor />, visitor);
    await within(other.container).findByRole('article');
    expect(within(other.container).queryByTestId('slot-dashboard-compose')).not.toBeInTheDocument();
  });

  it('keeps the drafts of the current blog only', async () => {
    const services = createFakeServices();
    services.setSession({ ...services.session.get(), blogs: [makeOwnBlog('alice'), makeOwnBlog('other')] });
    feed(services, 'drafts', { '0': { ids: [], next: null } }, 'after');
    renderWithServices(<FeedPage page="drafts" visitor={false} />, services);
    await screen.findByText(/You have no drafts/);
    const other = { ...mine, name: 'other' };
    act(() => services.bus.emit('post:created', { post: makePost({ id: '70', blog: other, state: 'draft' }) }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
