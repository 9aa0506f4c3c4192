import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { fakePost } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const manyPosts = (n: number) => Array.from({ length: n }, (_, i) => fakePost(String(100 - i)));

describe('peepr', () => {
  it('renders nothing until a blog is asked for', () => {
    const { props } = renderBlog();
    expect(props.domElement.childNodes).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on blog:open with the header card and posts, locks scrolling, takes focus', async () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { bus, api } = renderBlog({ posts: manyPosts(2) });
    act(() => bus.emit('blog:open', { name: 'bob' }));
    const dialog = screen.getByRole('dialog', { name: "bob's blog" });
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(await within(dialog).findByRole('heading', { name: "bob's place" })).toBeInTheDocument();
    expect(await within(dialog).findByText('Body 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Body 99')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogHeader,
      expect.objectContaining({ query: { tumblelog_name_or_id: 'bob' } }),
    );
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogPosts,
      expect.objectContaining({ query: { tumblelog_name_or_id: 'bob', post_id: undefined, limit: 10, offset: 0 } }),
    );
    // Description links: relative resolved and opened in a new tab; javascript: loses its link.
    const about = within(dialog).getByRole('link', { name: 'about me' });
    expect(about).toHaveAttribute('href', 'http://localhost:8080/about');
    expect(about).toHaveAttribute('target', '_blank');
    expect(within(dialog).queryByRole('link', { name: 'bad' })).toBeNull();
    expect(within(dialog).getByText(/bad/)).toBeInTheDocument();
  });

  it('loads pages until next_offset is null, then stops', async () => {
    const { bus, api } = renderBlog({ posts: manyPosts(15) });
    act(() => bus.emit('blog:open', { name: 'bob' }));
    await screen.findByText('Body 86');
    const postCalls = () => api.get.mock.calls.filter(([path]) => path === API_ROUTES.blogPosts);
    await waitFor(() => expect(postCalls()).toHaveLength(2));
    expect(postCalls()[1]![1].query.offset).toBe(10);
    fireEvent.scroll(screen.getByRole('dialog').querySelector('.blog-peepr-scroll')!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(postCalls()).toHaveLength(2);
    expect(screen.getAllByRole('article')).toHaveLength(15);
  });

  it('shows the empty state and the unknown blog message', async () => {
    const { bus } = renderBlog({ posts: [] });
    act(() => bus.emit('blog:open', { name: 'bob' }));
    expect(await screen.findByText("bob hasn't posted anything yet.")).toBeInTheDocument();
  });

  it('tells when a blog does not exist (404)', async () => {
    const missing = renderBlog({ blog: null });
    act(() => missing.bus.emit('blog:open', { name: 'nobody' }));
    expect(await screen.findByText("This blog doesn't exist.")).toBeInTheDocument();
  });

  it('reads a single post with limit 1', async () => {
    const { bus, api } = renderBlog({ posts: manyPosts(3) });
    act(() => bus.emit('blog:open', { name: 'bob', postId: '99' }));
    expect(await screen.findByText('Body 99')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogPosts,
      expect.objectContaining({ query: expect.objectContaining({ post_id: '99', limit: 1 }) }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('opens on one post for an overlay address /blog/{name}/post/{id} (Forward to it)', async () => {
    const { bus, api } = renderBlog({ posts: manyPosts(3) });
    act(() => bus.emit('route:changed', { path: '/blog/bob/post/99', search: '', overlay: true, base: '/dashboard' }));
    expect(await screen.findByText('Body 99')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogPosts,
      expect.objectContaining({ query: expect.objectContaining({ post_id: '99', limit: 1 }) }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('closes on Escape and on the glass, giving focus back', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { bus } = renderBlog();
    act(() => bus.emit('blog:open', { name: 'bob' }));
    await screen.findByRole('heading', { name: "bob's place" });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    act(() => bus.emit('blog:open', { name: 'bob' }));
    fireEvent.click(screen.getByTestId('blog-peepr-glass'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('replaces the shown blog with a new request', async () => {
    const { bus } = renderBlog();
    act(() => bus.emit('blog:open', { name: 'bob' }));
    act(() => bus.emit('blog:open', { name: 'carol' }));
    expect(await screen.findByRole('dialog', { name: "carol's blog" })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it("opens from an overlay's /blog/{name} address (Forward) and closes by going Back to the page", async () => {
    const user = userEvent.setup();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { bus } = renderBlog({ path: '/likes' });
    act(() => bus.emit('route:changed', { path: '/blog/bob', search: '', overlay: true, base: '/likes' }));
    await screen.findByRole('dialog', { name: "bob's blog" });
    expect(document.title).toBe('bob');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(back).toHaveBeenCalledTimes(1);
    // Back lands on the page: the panel goes with the address.
    act(() => bus.emit('route:changed', { path: '/likes', search: '' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    back.mockRestore();
  });

  it('blog:open pushes the blog address as an overlay; a panel replacing another replaces the entry', async () => {
    const { bus, navigate } = renderBlog({ path: '/dashboard' });
    act(() => bus.emit('blog:open', { name: 'bob' }));
    expect(navigate).toHaveBeenLastCalledWith('/blog/bob', { overlay: true, replace: false });
    await screen.findByRole('dialog', { name: "bob's blog" });
    act(() => bus.emit('blog:open', { name: 'bob', postId: '12' }));
    expect(navigate).toHaveBeenLastCalledWith('/blog/bob/post/12', { overlay: true, replace: true });
  });

  it("the same address as a page of its own (loaded, or a plain link) is the shell's blog page, not the panel", () => {
    const { bus } = renderBlog({ path: '/dashboard' });
    act(() => bus.emit('route:changed', { path: '/blog/bob', search: '' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('overlay facts', () => {
  it('announces blog:overlay-visibility when the panel opens and when it is gone', async () => {
    const user = userEvent.setup();
    const { bus, payloads } = renderBlog();
    expect(payloads('blog:overlay-visibility')).toEqual([]);
    act(() => bus.emit('blog:open', { name: 'bob' }));
    expect(payloads('blog:overlay-visibility')).toEqual([{ open: true }]);
    act(() => bus.emit('blog:open', { name: 'carol' }));
    await screen.findByRole('dialog', { name: "carol's blog" });
    expect(payloads('blog:overlay-visibility')).toEqual([{ open: true }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(payloads('blog:overlay-visibility')).toEqual([{ open: true }, { open: false }]);
  });

  it('says closed when the remote unmounts with the panel open', () => {
    const { bus, payloads, view } = renderBlog();
    act(() => bus.emit('blog:open', { name: 'bob' }));
    view.unmount();
    expect(payloads('blog:overlay-visibility')).toEqual([{ open: true }, { open: false }]);
  });

  it('closes when the blog it shows is blocked, not for another blog', async () => {
    const { bus } = renderBlog();
    act(() => bus.emit('blog:open', { name: 'bob' }));
    await screen.findByRole('heading', { name: "bob's place" });
    act(() => bus.emit('blog:blocked', { name: 'carol', blocked: true }));
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
    act(() => bus.emit('blog:blocked', { name: 'bob', blocked: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
