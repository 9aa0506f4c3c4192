import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { makeNote, notesPage } from '@dash/post-kit/src/testing';
import { createInitialBlogStore } from '../../../app/initial-blog';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { blogPostsAnswer, makeBlog, makePost, makeVisitorSession } from '../../../test/fixtures';
import { blogPageTitle } from '../lib/blog-page-title';
import { BlogPage } from './blog-page';

beforeAll(() => {
  window.scrollTo = jest.fn();
});

test("shows the blog's header in its theme and its posts; Follow asks the blog remote; Message opens messaging", async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.blogPosts, () =>
    blogPostsAnswer('bob', { theme: { ...makeBlog('bob').theme, avatar_shape: 'square' } }),
  );
  renderWithServices(<BlogPage name="bob" />, services);
  const header = (await screen.findByRole('heading', { level: 1, name: 'Bob the blog' })).closest('header') as HTMLElement;
  expect(within(header).getByRole('heading', { level: 1, name: 'Bob the blog' })).toBeInTheDocument();
  expect(within(header).getByText('All about bob.')).toBeInTheDocument();
  expect(header.querySelector('.shell-blog-header__avatar--square')).not.toBeNull();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(document.title).toBe('Bob the blog');
  fireEvent.click(within(header).getByRole('button', { name: 'Follow' }));
  expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'bob', follow: true, source: 'blog-page-header' }]);
  // The fact (from any tab) flips the button.
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: true }));
  expect(within(header).getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  fireEvent.click(within(header).getByRole('button', { name: 'Ask' }));
  expect(services.bus.payloads('blog:ask')).toEqual([{ name: 'bob' }]);
  fireEvent.click(within(header).getByRole('button', { name: 'Message' }));
  expect(services.bus.payloads('messaging:open')).toEqual([{ name: 'bob', context: 'blog-network' }]);
  // Blocked (from a post's menu, here or in another tab): the header's controls go; unblocked, Follow is back.
  act(() => services.bus.emit('blog:blocked', { name: 'bob', blocked: true }));
  expect(within(header).queryByRole('button', { name: /^(Follow|Unfollow|Ask|Message)$/ })).not.toBeInTheDocument();
  act(() => services.bus.emit('blog:blocked', { name: 'someone-else', blocked: true }));
  act(() => services.bus.emit('blog:blocked', { name: 'bob', blocked: false }));
  expect(within(header).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
});

test("a visitor's Follow is a link to /follow/{name}; one's own blog has no controls", async () => {
  const visitor = createFakeServices({ session: makeVisitorSession() });
  visitor.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
  const { unmount } = renderWithServices(<BlogPage name="bob" />, visitor);
  expect(await screen.findByRole('link', { name: 'Follow' })).toHaveAttribute('href', '/follow/bob');
  expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask' })).toHaveAttribute('href', '/blog/bob/ask');
  unmount();
  const owner = createFakeServices();
  owner.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('alpha', { is_mine: true }));
  renderWithServices(<BlogPage name="alpha" />, owner);
  await screen.findByRole('heading', { level: 1, name: 'Alpha the blog' });
  expect(screen.queryByRole('button', { name: /Follow|Unfollow|Message|Ask/ })).not.toBeInTheDocument();
});

test('a tag page asks for the tag and links back to all posts; an empty one says so', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.blogPosts, () => ({ ...blogPostsAnswer('bob'), posts: [] }));
  renderWithServices(<BlogPage name="bob" tag="cats" />, services);
  expect(await screen.findByText('Nothing tagged #cats here yet.')).toBeInTheDocument();
  expect(services.api.calls[0]?.options?.query).toEqual({ tumblelog_name_or_id: 'bob', tag: 'cats' });
  expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog/bob');
  expect(document.title).toBe('#cats on Bob the blog');
});

test('a permalink shows the post, then more from the blog as links to their pages', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.blogPosts, (options) =>
    options?.query?.post_id
      ? { ...blogPostsAnswer('bob'), posts: [makePost({ id: '7', content: { title: 'Seven' } })] }
      : { ...blogPostsAnswer('bob'), posts: [makePost({ id: '7' }), makePost({ id: '8', content: { title: 'Eight' } })] },
  );
  services.api.on('get', API_ROUTES.postNotes, () => notesPage([makeNote('reply', 'dan', 1, { reply_text: 'Nice one' })]));
  renderWithServices(<BlogPage name="bob" postId="7" />, services);
  expect(await screen.findByRole('feed', { name: 'Post' })).toBeInTheDocument();
  // Its notes are open under it (their code is a chunk: the region is a placeholder until the tabs show).
  expect(await screen.findByRole('button', { name: /notes?$/ })).toHaveAttribute('aria-expanded', 'true');
  await screen.findByRole('tablist', { name: 'Show notes' });
  expect(await within(screen.getByRole('region', { name: 'Notes' })).findByText('Nice one')).toBeInTheDocument();
  expect(services.api.calls.find((c) => c.path === API_ROUTES.postNotes)?.options?.query).toEqual({ post_id: '7' });
  const more = await screen.findByRole('navigation', { name: 'More from Bob the blog' });
  expect(within(more).getByRole('link', { name: 'Eight' })).toHaveAttribute('href', '/blog/bob/post/8');
  expect(within(more).queryByRole('link', { name: /Seven/ })).not.toBeInTheDocument();
  expect(document.title).toBe('Seven | Bob the blog');
});

test('a missing blog or post is Page not found', async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.blogPosts, () => {
    const { ApiError } = jest.requireActual('@dash/shared-contracts/core');
    throw new ApiError(404, "We couldn't find that blog.");
  });
  renderWithServices(<BlogPage name="nobody" />, services);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test("hydrates from the server's first page for the same viewer without fetching it again", () => {
  const base = createFakeServices();
  const viewer = base.session.get().user?.name ?? null;
  const services = { ...base, initialBlog: createInitialBlogStore({ name: 'bob', viewer, response: blogPostsAnswer('bob') }) };
  renderWithServices(<BlogPage name="bob" />, services);
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(services.api.calls).toEqual([]);
});

test("a permalink hydrates its notes from the server's page without asking; a card's post:updated shows", async () => {
  const base = createFakeServices();
  const viewer = base.session.get().user?.name ?? null;
  const post = makePost({ id: '7', note_count: 1 });
  const initial = {
    name: 'bob',
    postId: '7',
    viewer,
    response: { ...blogPostsAnswer('bob'), posts: [post] },
    notes: notesPage([makeNote('like', 'ben', 1)]),
  };
  const services = { ...base, initialBlog: createInitialBlogStore(initial) };
  base.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
  renderWithServices(<BlogPage name="bob" postId="7" />, services);
  await screen.findByRole('tablist', { name: 'Show notes' });
  const notes = screen.getByRole('region', { name: 'Notes' });
  expect(within(notes).getByRole('link', { name: 'ben' })).toHaveAttribute('href', '/blog/ben');
  expect(services.api.calls.filter((c) => c.path !== API_ROUTES.blogPosts)).toEqual([]);
  act(() => services.bus.emit('post:updated', { post: { ...post, note_count: 2 } }));
  expect(screen.getByRole('button', { name: '2 notes' })).toHaveAttribute('aria-expanded', 'true');
});

test('titles', () => {
  expect(blogPageTitle({ name: 'bob' }, undefined)).toBe('bob');
  expect(blogPageTitle({ name: 'bob' }, null)).toBe('Not found');
  expect(
    blogPageTitle({ name: 'bob', postId: '1' }, { ...blogPostsAnswer('bob'), posts: [makePost({ type: 'photo', content: {} })] }),
  ).toBe('A photo post | Bob the blog');
  expect(blogPageTitle({ name: 'bob', postId: '1' }, { ...blogPostsAnswer('bob'), posts: [] })).toBe('A post from Bob the blog');
});

test("links the title's web font stylesheet while the page shows it, and drops it when the page goes", async () => {
  jest.useFakeTimers();
  try {
    const fontLinks = () => [...document.head.querySelectorAll('link[data-title-font]')].map((l) => l.getAttribute('href'));
    const services = createFakeServices();
    services.api.on('get', API_ROUTES.blogPosts, () =>
      blogPostsAnswer('bob', { theme: { ...makeBlog('bob').theme, title_font: 'Bodoni', title_font_weight: 'regular' } }),
    );
    const { unmount } = renderWithServices(<BlogPage name="bob" />, services);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Bob the blog' })).closest('header') as HTMLElement;
    expect(header.style.getPropertyValue('--blog-title-font')).toMatch(/^"Bodoni", "Bodoni Moda", /);
    expect(fontLinks()).toEqual(['/fonts/bodoni-moda/stylesheet.css?v=5.3.0']);
    unmount();
    act(() => jest.runAllTimers());
    expect(fontLinks()).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test("the cards' menus follow the follow and subscription facts (this tab's or another's)", async () => {
  const services = createFakeServices();
  services.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
  renderWithServices(<BlogPage name="bob" />, services);
  const [first] = await screen.findAllByRole('article');
  const menuItems = () => {
    fireEvent.click(within(first!).getByRole('button', { name: 'More options for this post' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    return items;
  };
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: false }));
  expect(menuItems()).toEqual(['Follow bob', 'Block bob']);
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: true }));
  expect(menuItems()).toEqual(['Unfollow bob', 'Subscribe to bob', 'Block bob']);
  act(() => services.bus.emit('blog:subscription-changed', { name: 'bob', subscribed: true, canSubscribe: true }));
  expect(menuItems()).toEqual(['Unfollow bob', 'Unsubscribe from bob', 'Block bob']);
  // Unfollowing ends the subscription too.
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: false }));
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: true }));
  expect(menuItems()).toEqual(['Unfollow bob', 'Subscribe to bob', 'Block bob']);
});

test('the header image and the avatar read the owner’s alt texts, else name the blog (issue 13)', async () => {
  const services = createFakeServices();
  const theme = { ...makeBlog('bob').theme, header_image: '/media/h.jpg', show_header_image: true };
  services.api.on('get', API_ROUTES.blogPosts, () =>
    blogPostsAnswer('bob', { theme: { ...theme, header_image_alt: 'Bob’s garden' } }),
  );
  const { unmount } = renderWithServices(<BlogPage name="bob" />, services);
  const header = (await screen.findByRole('heading', { level: 1, name: 'Bob the blog' })).closest('header') as HTMLElement;
  expect(within(header).getByRole('img', { name: 'Bob’s garden' })).toHaveAttribute('src', '/media/h.jpg');
  expect(within(header).getByRole('img', { name: 'Avatar of bob' })).toBeInTheDocument();
  unmount();

  const again = createFakeServices();
  again.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob', { theme: { ...theme, avatar_alt: 'Bob waving' } }));
  renderWithServices(<BlogPage name="bob" />, again);
  const second = (await screen.findByRole('heading', { level: 1, name: 'Bob the blog' })).closest('header') as HTMLElement;
  expect(within(second).getByRole('img', { name: 'Header image of bob' })).toBeInTheDocument();
  expect(within(second).getByRole('img', { name: 'Bob waving' })).toBeInTheDocument();
});
