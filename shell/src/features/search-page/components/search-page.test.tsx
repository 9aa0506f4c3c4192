import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, ApiError, SEARCH_DEFAULTS, type SearchFilters, type SiteSearchResponse } from '@dash/shared-contracts';
import { createInitialSearchStore } from '../../../app/initial-search';
import { ShellPostCardHost } from '../../../app/post-card-host';
import { ShellServicesContext } from '../../../app/shell-services';
import { createFakeServices, renderWithServices, type FakeServices } from '../../../test/fake-services';
import { makeBlog, makePost, makeVisitorSession } from '../../../test/fixtures';
import { SearchPage as LazySearchPage } from '../index';
import { SearchPage } from './search-page';

beforeAll(() => {
  window.scrollTo = jest.fn();
});

const answer = (overrides: Partial<SiteSearchResponse> = {}): SiteSearchResponse => ({
  posts: [makePost({ id: '1', content: { title: 'Cats in hats' } }), makePost({ id: '2', content: { title: 'Cat facts' } })],
  next_offset: -1,
  blogs: [makeBlog('catlover', { title: 'All the cats' })],
  ...overrides,
});
const queries = (services: FakeServices) => services.api.calls.map((c) => [c.path, c.options?.query]);

test('shows the term as the title, the matching blogs and the posts as cards; asks the API as the spec maps the filters', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.siteSearch('cats'), () => answer());
  renderWithServices(<SearchPage term="cats" filters={SEARCH_DEFAULTS} />, services);
  expect(screen.getByRole('heading', { level: 1, name: 'Search results for cats' })).toBeInTheDocument();
  const feed = await screen.findByRole('feed', { name: 'Posts about cats' });
  expect(await within(feed).findAllByRole('article')).toHaveLength(2);
  expect(document.title).toBe('Search results for cats');
  expect(queries(services)).toEqual([
    ['/svc/search/posts/cats', { sort: 'top', post_type: 'any', post_role: 'any', filter_nsfw: 'false' }],
  ]);
  const blogs = screen.getByRole('region', { name: 'Blogs' });
  expect(within(blogs).getByRole('link', { name: 'catlover' })).toHaveAttribute('href', '/blog/catlover');
  expect(within(blogs).getByText('All the cats')).toBeInTheDocument();
  fireEvent.click(within(blogs).getByRole('button', { name: 'Follow catlover' }));
  expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'catlover', follow: true, source: 'search-page' }]);
  act(() => services.bus.emit('blog:follow-changed', { name: 'catlover', following: true }));
  expect(within(blogs).getByRole('button', { name: 'Unfollow catlover' })).toBeInTheDocument();
  expect(screen.getByText("You've reached the end.")).toBeInTheDocument();
});

test('each filter changes the address (the re-submit target /search/{term}); new filters fetch again, the page stays', async () => {
  const services = createFakeServices({ path: '/search/cats' });
  services.api.on('get', API_ROUTES.siteSearch('cats'), () => answer());
  const { rerender } = renderWithServices(<SearchPage term="cats" filters={SEARCH_DEFAULTS} />, services);
  await screen.findByRole('feed');
  const filters = screen.getByRole('form', { name: 'Search filters' });
  expect(within(filters).getByRole('radio', { name: 'Top Posts' })).toBeChecked();
  expect(within(filters).getByRole('combobox', { name: 'Post type' })).toHaveValue('any');
  expect(within(filters).getByRole('option', { name: 'All Types' })).toBeInTheDocument();
  // After hydration, a change applies at once: no Apply button.
  expect(within(filters).queryByRole('button', { name: 'Apply filters' })).not.toBeInTheDocument();

  fireEvent.click(within(filters).getByRole('radio', { name: 'Recent Posts' }));
  fireEvent.change(within(filters).getByRole('combobox', { name: 'Post type' }), { target: { value: 'photo' } });
  fireEvent.click(within(filters).getByRole('checkbox', { name: 'Original Posts' }));
  fireEvent.click(within(filters).getByRole('switch', { name: 'Safe search' }));
  expect(services.navigations).toEqual([
    '/search/cats?sort=recent',
    '/search/cats?filter_post_type=photo',
    '/search/cats?post_role=original',
    '/search/cats?filter_nsfw=true',
  ]);

  // The route gives the page its new filters (the same tree renderWithServices made): the same page,
  // so focus stays, and fresh results.
  const recent: SearchFilters = { sort: 'recent', postType: 'photo', original: false, safeSearch: true };
  services.api.on('get', API_ROUTES.siteSearch('cats'), () => answer({ posts: [makePost({ id: '9' })], blogs: [] }));
  const select = within(filters).getByRole('combobox', { name: 'Post type' });
  select.focus();
  rerender(
    <ShellServicesContext.Provider value={services}>
      <ShellPostCardHost>
        <SearchPage term="cats" filters={recent} />
      </ShellPostCardHost>
    </ShellServicesContext.Provider>,
  );
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Blogs' })).not.toBeInTheDocument();
  expect(queries(services)[1]).toEqual([
    '/svc/search/posts/cats',
    { sort: 'CREATED_DESC', post_type: 'photo', post_role: 'any', filter_nsfw: 'true' },
  ]);
  expect(screen.getByRole('combobox', { name: 'Post type' })).toHaveFocus();
  expect(screen.getByRole('radio', { name: 'Recent Posts' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Safe search' })).toBeChecked();
});

test('pages by next_offset until it is negative', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.siteSearch('cats'), (options) =>
    options?.query?.next_offset === 2
      ? answer({ posts: [makePost({ id: '3' })], next_offset: -1, blogs: [] })
      : answer({ next_offset: 2 }),
  );
  renderWithServices(<SearchPage term="cats" filters={SEARCH_DEFAULTS} />, services);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(services.api.calls.map((c) => c.options?.query?.next_offset)).toEqual([undefined, 2]);
  expect(screen.getByText("You've reached the end.")).toBeInTheDocument();
  // The first page's blogs stay.
  expect(screen.getByRole('link', { name: 'catlover' })).toBeInTheDocument();
});

test('says "Nothing here about {term}." with a way back to every post when filters are on', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.siteSearch('zzz'), () => answer({ posts: [], blogs: [] }));
  renderWithServices(<SearchPage term="zzz" filters={{ ...SEARCH_DEFAULTS, postType: 'video' }} />, services);
  expect(await screen.findByText('Nothing here about zzz.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/search/zzz');
  expect(screen.queryByRole('feed')).not.toBeInTheDocument();
});

test('starts from the page the server rendered for this search and viewer, without fetching', async () => {
  const services = createFakeServices({ session: makeVisitorSession() });
  services.initialSearch = createInitialSearchStore({ term: 'cats', filters: SEARCH_DEFAULTS, viewer: null, response: answer() });
  renderWithServices(<SearchPage term="cats" filters={SEARCH_DEFAULTS} />, services);
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(services.api.calls).toEqual([]);
  // A visitor's Follow is the follow page (spec 3 §4).
  expect(screen.getByRole('link', { name: 'Follow catlover' })).toHaveAttribute('href', '/follow/catlover');
});

test('a failed search says why and tries again', async () => {
  const services = createFakeServices();
  let fail = true;
  services.api.on('get', API_ROUTES.siteSearch('cats'), () => {
    if (fail) throw new ApiError(0, 'You seem to be offline.');
    return answer();
  });
  renderWithServices(<SearchPage term="cats" filters={SEARCH_DEFAULTS} />, services);
  expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline.');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
});

test('removes posts that are deleted and blogs that are blocked elsewhere', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.siteSearch('cats'), () =>
    answer({ posts: [makePost({ id: '1' }), makePost({ id: '2', blog: { ...makePost().blog, name: 'catlover' } })] }),
  );
  renderWithServices(<SearchPage term="cats" filters={SEARCH_DEFAULTS} />, services);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  act(() => services.bus.emit('post:deleted', { postId: '1' }));
  expect(screen.getAllByRole('article')).toHaveLength(1);
  act(() => services.bus.emit('blog:blocked', { name: 'catlover', blocked: true }));
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(screen.queryByRole('region', { name: 'Blogs' })).not.toBeInTheDocument();
});

test('/search without a term is a search form that goes to the term’s page with the filters; a blank term does nothing', () => {
  const services = createFakeServices();
  renderWithServices(<SearchPage term="" filters={{ ...SEARCH_DEFAULTS, safeSearch: true }} />, services);
  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/search');
  const box = within(form).getByRole('searchbox', { name: 'Search posts and blogs' });
  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.submit(form);
  expect(services.navigations).toEqual([]);
  fireEvent.change(box, { target: { value: ' black cats ' } });
  fireEvent.submit(form);
  expect(services.navigations).toEqual(['/search/black%20cats?filter_nsfw=true']);
  expect(services.api.calls).toEqual([]);
});

test('an overlong term is refused in the page, kept in a form to shorten', () => {
  const services = createFakeServices();
  const term = 'x'.repeat(201);
  renderWithServices(<SearchPage term={term} filters={SEARCH_DEFAULTS} />, services);
  expect(screen.getByRole('alert')).toHaveTextContent('Search for at most 200 characters.');
  expect(screen.getByRole('searchbox', { name: 'Search posts and blogs' })).toHaveValue(term);
  expect(services.api.calls).toEqual([]);
});

test('the page is its own chunk: the route shows it once its code has loaded, with the filters of its address', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.siteSearch('dogs'), () => answer());
  renderWithServices(<LazySearchPage term="dogs" query="?sort=recent&filter_post_type=Photo" />, services);
  expect(await screen.findByRole('heading', { level: 1, name: 'Search results for dogs' })).toBeInTheDocument();
  expect(await screen.findByRole('feed', { name: 'Posts about dogs' })).toBeInTheDocument();
  // The filters come from the address.
  expect(screen.getByRole('radio', { name: 'Recent Posts' })).toBeChecked();
  expect(queries(services)).toEqual([
    ['/svc/search/posts/dogs', { sort: 'CREATED_DESC', post_type: 'photo', post_role: 'any', filter_nsfw: 'false' }],
  ]);
});
