import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ZodType } from 'zod';
import { API_ROUTES, BLOG_SEARCH, type Post } from '@dash/shared-contracts';
import { fakePost } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const found = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    fakePost(`${500 - i}`, 'bob', { content: { title: `Found ${500 - i}`, body: '<p>cats</p>' } }),
  );

/** The peepr with a fake server that also answers the blog search (`found`, paged) and its tags. */
function renderSearch(options: { found?: Post[]; tags?: string[] } = {}) {
  const view = renderBlog({ posts: Array.from({ length: 3 }, (_, i) => fakePost(String(100 - i))) });
  const base = view.api.get.getMockImplementation() as (path: string, o: unknown) => Promise<unknown>;
  const results = options.found ?? [];
  view.api.get.mockImplementation((path: string, o: { query?: Record<string, unknown>; schema: ZodType }) => {
    if (path.startsWith('/svc/search/blog_search_typeahead/'))
      return Promise.resolve(o.schema.parse({ tags: (options.tags ?? []).map((tag) => ({ tag })) }));
    if (path.startsWith('/svc/search/blog_search/')) {
      const offset = Number(o.query?.next_offset);
      const limit = Number(o.query?.limit);
      const next = offset + limit < results.length ? offset + limit : -1;
      return Promise.resolve(o.schema.parse({ posts: results.slice(offset, offset + limit), next_offset: next }));
    }
    return base(path, o);
  });
  const calls = (prefix: string) => view.api.get.mock.calls.filter(([path]) => String(path).startsWith(prefix));
  return {
    ...view,
    searchCalls: () => calls('/svc/search/blog_search/'),
    tagCalls: () => calls('/svc/search/blog_search_typeahead/'),
    postCalls: () => calls(API_ROUTES.blogPosts),
  };
}

async function openPeepr(view: ReturnType<typeof renderSearch>, extra: { search?: boolean; tag?: string } = {}) {
  act(() => view.bus.emit('blog:open', { name: 'bob', ...extra }));
  await screen.findByRole('heading', { name: "bob's place" });
}

async function openBar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: "Search bob's blog" }));
  const input = screen.getByRole('combobox', { name: "Search bob's blog" });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

describe('blog search bar', () => {
  it('opens from the toggle and focuses the input after 300 ms; shortcuts are suspended while it has focus', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = renderSearch();
    await openPeepr(view);
    const toggle = screen.getByRole('button', { name: "Search bob's blog" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('combobox', { name: "Search bob's blog" });
    act(() => jest.advanceTimersByTime(BLOG_SEARCH.focusDelayMs - 1));
    expect(input).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(input).toHaveFocus();
    // Focus fetched the blog's tags (none here): let that answer land.
    await act(async () => {
      await Promise.resolve();
    });
    expect(view.tagCalls()).toHaveLength(1);
    expect(view.payloads('shortcuts:suspend')).toEqual([{ reason: 'blog-search' }]);
    expect(view.payloads('shortcuts:resume')).toEqual([]);
    act(() => input.blur());
    expect(view.payloads('shortcuts:resume')).toEqual([{ reason: 'blog-search' }]);
  });

  it('searches on Enter; results replace the posts and page by next_offset until it is negative', async () => {
    const user = userEvent.setup();
    const view = renderSearch({ found: found(15) });
    await openPeepr(view);
    await screen.findByText('Body 100');
    const input = await openBar(user);
    await user.type(input, '  cats {Enter}');
    await screen.findByText('Found 500');
    expect(view.searchCalls()[0]).toEqual([
      API_ROUTES.blogSearch('bob', 'cats'),
      expect.objectContaining({
        query: { next_offset: 0, limit: 10, sort: 'CREATED_DESC', post_type: 'ANY', post_role: 'ANY', filter_nsfw: false },
      }),
    ]);
    expect(screen.queryByText('Body 100')).toBeNull();
    // jsdom has no layout, so the list is always "near its end": the next page follows, then nothing.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(view.searchCalls().map(([, o]) => (o as { query: { next_offset: number } }).query.next_offset)).toEqual([0, 10]);
    fireEvent.scroll(document.querySelector('.blog-peepr-scroll')!);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(view.searchCalls()).toHaveLength(2);
  });

  it('does nothing for an empty term', async () => {
    const user = userEvent.setup();
    const view = renderSearch({ found: found(1) });
    await openPeepr(view);
    const input = await openBar(user);
    await user.type(input, '   {Enter}');
    expect(view.searchCalls()).toHaveLength(0);
    expect(await screen.findByText('Body 100')).toBeInTheDocument();
  });

  it('says "Nothing here about %s." when nothing matches, filling the window below the header', async () => {
    const user = userEvent.setup();
    const view = renderSearch({ found: [] });
    await openPeepr(view);
    await user.type(await openBar(user), 'zebras{Enter}');
    const status = await screen.findByText('Nothing here about zebras.');
    expect(status).toHaveAttribute('role', 'status');
    const area = status.parentElement!;
    expect(area.style.minHeight).toBe(`${window.innerHeight - area.offsetTop}px`);
    expect(screen.queryByText("bob hasn't posted anything yet.")).toBeNull();
  });

  it('clearing hides the bar and reloads the blog’s posts; Escape clears too, then closes the panel', async () => {
    const user = userEvent.setup();
    const view = renderSearch({ found: found(2) });
    await openPeepr(view);
    await screen.findByText('Body 100');
    const before = view.postCalls().length;
    await user.type(await openBar(user), 'cats{Enter}');
    await screen.findByText('Found 500');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(await screen.findByText('Body 100')).toBeInTheDocument();
    expect(screen.queryByText('Found 500')).toBeNull();
    expect(view.postCalls().length).toBeGreaterThan(before);
    expect(screen.getByRole('button', { name: "Search bob's blog" })).toHaveFocus();

    const input = await openBar(user);
    await user.type(input, 'cats{Enter}');
    await screen.findByText('Found 500');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(await screen.findByText('Body 100')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
    // Nothing left to clear: Escape is the panel's again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "bob's blog" })).toBeNull());
  });

  it('offers "Popular Tags:" containing the term (at most 20, fetched once); a tag picked is searched', async () => {
    const user = userEvent.setup();
    const tags = Array.from({ length: 25 }, (_, i) => `tag${i}`);
    const view = renderSearch({ found: found(1), tags });
    await openPeepr(view);
    const input = await openBar(user);
    const list = await screen.findByRole('listbox', { name: 'Popular Tags:' });
    expect(within(list).getAllByRole('option')).toHaveLength(BLOG_SEARCH.typeaheadMax);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, 'TAG2');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['#tag2', ...Array.from({ length: 5 }, (_, i) => `#tag2${i}`)]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    await screen.findByText('Found 500');
    expect(view.searchCalls().at(-1)?.[0]).toBe(API_ROUTES.blogSearch('bob', 'tag20'));
    expect(input).toHaveValue('tag20');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Typing shows it again; a click on a tag searches it.
    await user.clear(input);
    await user.type(input, 'tag1');
    await user.click(screen.getByRole('option', { name: '#tag13' }));
    await waitFor(() => expect(view.searchCalls().at(-1)?.[0]).toBe(API_ROUTES.blogSearch('bob', 'tag13')));
    expect(view.tagCalls()).toEqual([[API_ROUTES.blogSearchTypeahead('bob'), expect.anything()]]);
  });

  it('hides the tags 100 ms after blur; Escape hides them first', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = renderSearch({ tags: ['cats', 'dogs'] });
    await openPeepr(view);
    await user.click(screen.getByRole('button', { name: "Search bob's blog" }));
    act(() => jest.advanceTimersByTime(BLOG_SEARCH.focusDelayMs));
    const input = screen.getByRole('combobox');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
    await user.type(input, 'c');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => input.blur());
    act(() => jest.advanceTimersByTime(BLOG_SEARCH.typeaheadHideMs - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('applies the filters at once to the search shown; Escape closes the popover only', async () => {
    const user = userEvent.setup();
    const view = renderSearch({ found: found(1) });
    await openPeepr(view);
    await user.type(await openBar(user), 'cats{Enter}');
    await screen.findByText('Found 500');
    const button = screen.getByRole('button', { name: 'Search filters' });
    await user.click(button);
    const filters = screen.getByRole('dialog', { name: 'Search filters' });
    expect(within(filters).getByRole('radio', { name: 'Recent Posts' })).toBeChecked();
    await user.click(within(filters).getByRole('radio', { name: 'Top Posts' }));
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Post type' }), 'Photos');
    await user.click(within(filters).getByRole('checkbox', { name: 'Original Posts' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Safe search' }));
    await waitFor(() =>
      expect(view.searchCalls().at(-1)?.[1]).toEqual(
        expect.objectContaining({
          query: {
            next_offset: 0,
            limit: 10,
            sort: 'POPULARITY_DESC',
            post_type: 'PHOTO',
            post_role: 'ORIGINAL',
            filter_nsfw: true,
          },
        }),
      ),
    );
    expect(view.searchCalls()).toHaveLength(5);
    expect(within(filters).getByRole('option', { name: 'All Types' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search filters' })).toBeNull();
    expect(button).toHaveFocus();
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
  });

  it('starts searching a tag preset from blog:open, or with the bar open and focused', async () => {
    const view = renderSearch({ found: found(1) });
    await openPeepr(view, { tag: 'cats' });
    await screen.findByText('Found 500');
    expect(view.searchCalls()[0]?.[0]).toBe(API_ROUTES.blogSearch('bob', 'cats'));
    expect(screen.getByRole('combobox')).toHaveValue('cats');
    expect(screen.getByRole('combobox')).not.toHaveFocus();
    cleanup();

    const other = renderSearch();
    await openPeepr(other, { search: true });
    await waitFor(() => expect(screen.getByRole('combobox', { name: "Search bob's blog" })).toHaveFocus());
    expect(other.searchCalls()).toHaveLength(0);
  });
});
