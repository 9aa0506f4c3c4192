import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import type { Post } from '@dash/shared-contracts';
import { fakePost } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';

// The overlay's posts are the dashboard's own cards (@dash/post-kit) on this remote's props: every
// action goes through the same bus and API client as in the feed (remote-kit's fakes here).
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const ben = { name: 'ben', uuid: 't:ben', title: 'ben', avatar_url: '/ben.png', url: 'http://localhost/blog/ben' };

/** Opens bob's overlay with `posts`; POST answers come from `answer` (parsed by the call's schema). */
async function openBob(posts: Post[], answer: (path: string) => unknown = () => ({})) {
  const rendered = renderBlog({ posts });
  rendered.api.post.mockImplementation(async (path: string, options?: { schema?: { parse(v: unknown): unknown } }) => {
    const value = answer(path);
    return options?.schema ? options.schema.parse(value) : value;
  });
  act(() => rendered.bus.emit('blog:open', { name: 'bob' }));
  const feed = await screen.findByRole('feed', { name: 'Posts by bob' });
  await within(feed).findAllByRole('article');
  return { ...rendered, feed };
}

const article = (feed: HTMLElement, id: string) => {
  const found = within(feed)
    .getAllByRole('article')
    .find((a) => a.getAttribute('data-post-id') === id);
  if (!found) throw new Error(`no post ${id}`);
  return within(found);
};

describe('posts in the blog overlay', () => {
  it('likes through the API with the blog view as the source, and tells the shell the liked count', async () => {
    const { feed, api, payloads } = await openBob([fakePost('100', 'bob', { tags: ['cats'] })]);
    const like = article(feed, '100').getByRole('button', { name: 'Like' });
    await act(async () => fireEvent.click(like));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.like, {
      form: { id: '100', root_id: '100', key: 'key100', source: 'blog_view' },
    });
    expect(payloads('session:counts-changed')).toEqual([{ likedPostDelta: 1 }]);
    expect(payloads('post:updated')[0]?.post).toMatchObject({ id: '100', liked: true, note_count: 1 });
  });

  it('reblogs now: the Reblog button turns on, the new post is announced and the answer’s message toasted', async () => {
    const original = fakePost('100');
    const created = fakePost('900', 'alpha', { reblogged_from: original.blog });
    const { feed, api, payloads } = await openBob([original], (path) =>
      path === API_ROUTES.fastReblog
        ? { created_post: created, post: original, context_tumblelog: { post_count: 5 }, message: 'Reblogged to alpha.' }
        : {},
    );
    const card = article(feed, '100');
    fireEvent.click(card.getByRole('button', { name: 'Reblog' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Reblog now' })));
    expect(api.post).toHaveBeenCalledWith(
      API_ROUTES.fastReblog,
      expect.objectContaining({ form: { reblog_key: 'key100', reblog_post_id: '100', queue: undefined } }),
    );
    await waitFor(() => expect(card.getByRole('button', { name: 'Reblog' })).toHaveClass('pk-reblog--on'));
    expect(payloads('post:created')).toEqual([{ post: created }]);
    expect(payloads('toast:show')).toEqual([{ message: 'Reblogged to alpha.', tone: 'success' }]);
    expect(payloads('session:counts-changed')).toEqual([{ counts: { post_count: 5 } }]);
  });

  it('asks the post form for a reblog with comment, and the share remote to share', async () => {
    const { feed, payloads } = await openBob([fakePost('100')]);
    const card = article(feed, '100');
    fireEvent.click(card.getByRole('button', { name: 'Reblog' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reblog with comment' }));
    expect(payloads('compose:open')).toEqual([{ mode: 'reblog', postId: '100', reblogKey: 'key100' }]);
    fireEvent.click(card.getByRole('button', { name: 'Share' }));
    expect(payloads('share:open')).toEqual([expect.objectContaining({ postId: '100', blogName: 'bob' })]);
  });

  it('replies with one line, which counts as a note', async () => {
    const post = fakePost('100');
    const { feed, api } = await openBob([post], () => ({ post: { ...post, note_count: 1 } }));
    const card = article(feed, '100');
    fireEvent.click(card.getByRole('button', { name: 'Reply' }));
    fireEvent.change(await card.findByRole('textbox', { name: 'Reply to bob' }), { target: { value: 'Nice' } });
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Send' })));
    expect(api.post).toHaveBeenCalledWith(
      API_ROUTES.reply,
      expect.objectContaining({ form: expect.objectContaining({ reply_text: 'Nice', post_id: '100', source: 'blog_view' }) }),
    );
    await waitFor(() => expect(card.getByText('1 note')).toBeInTheDocument());
  });

  it('shows a reblog’s trail in order, and a tag leaves the overlay for the tag’s page', async () => {
    const reblog = fakePost('101', 'bob', {
      type: 'photo',
      reblogged_from: ben,
      tags: ['cats'],
      content: {
        photos: [{ url: '/p.jpg', width: 10, height: 10, caption: '', alt: 'A cat', alt_sizes: [] }],
        caption: '<p>Mine too</p>',
      },
      trail: [
        {
          blog: ben,
          post_id: '7',
          html: '<p>My cat</p>',
          content: {
            photos: [{ url: '/p.jpg', width: 10, height: 10, caption: '', alt: 'A cat', alt_sizes: [] }],
            caption: '<p>My cat</p>',
          },
        },
      ],
    });
    const { feed, navigate } = await openBob([reblog]);
    const entries = within(article(feed, '101').getByRole('list', { name: 'Reblog trail' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('a')?.textContent)).toEqual(['ben', 'bob']);
    expect(within(entries[0]!).getByRole('img', { name: 'A cat' })).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Mine too');

    fireEvent.click(article(feed, '101').getByRole('link', { name: '#cats' }));
    expect(navigate).toHaveBeenCalledWith('/tagged/cats', { replace: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('plays uploaded videos in the feed’s video player', async () => {
    const video = fakePost('102', 'bob', {
      type: 'video',
      content: {
        video: { url: '/v.mp4', hd_url: null, poster: '/v.jpg', width: 640, height: 360, duration: 12, embed_html: null },
      },
    });
    const { feed } = await openBob([video]);
    expect(article(feed, '102').getByRole('region', { name: 'Video by bob' })).toBeInTheDocument();
    expect(article(feed, '102').getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});
