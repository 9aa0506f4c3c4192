import '@testing-library/jest-dom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, type GifMedia } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { GifSearchButton } from './gif-search-button';
import { gifCache } from '../lib/gif-cache';
import { NO_RESULTS_MESSAGES } from '../lib/constants';

// jsdom never loads images: this one "loads" on the next tick.
class InstantImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    if (value) setTimeout(() => this.onload?.(), 0);
  }
}
const RealImage = window.Image;
beforeAll(() => {
  window.Image = InstantImage as unknown as typeof Image;
});
afterAll(() => {
  window.Image = RealImage;
});
afterEach(() => {
  cleanup();
  gifCache.clear();
});

const gif = (n: number, extra: Partial<GifMedia> = {}): GifMedia => ({
  mediaUrl: `/media/gif-${n}.gif`,
  postUrl: `/post/${n}`,
  rootPostUrl: `/root/${n}`,
  rootPostUrlHash: `h${n}`,
  rootBlog: `blog${n}`,
  rootBlogUrl: `/blog/blog${n}`,
  rootBlogKey: `k${n}`,
  postTags: ['gif', `tag${n}`, 'gifs', 'cute', 'funny', 'extra'],
  popularSearchTag: null,
  width: 300,
  height: 200,
  postBlog: `blog${n}`,
  postId: `${n}`,
  ...extra,
});

function setup(answer: unknown = { media: [gif(1), gif(2), gif(3)], message: null }) {
  const fake = createFakeProps();
  fake.api.post.mockResolvedValue(answer);
  const onSelect = jest.fn();
  render(
    <RemoteProvider value={fake.props}>
      <GifSearchButton onSelect={onSelect} />
    </RemoteProvider>,
  );
  return { ...fake, onSelect, user: userEvent.setup() };
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Add a GIF' }));
  const input = await screen.findByRole('textbox', { name: 'Find a GIF' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, text);
  return input;
}

describe('GifSearchButton', () => {
  it('searches the lowercased, trimmed query after typing stops and shows the results', async () => {
    const { user, api, payloads } = setup();
    const input = await search(user, ' Cats ');
    expect(input).toHaveAttribute('placeholder', 'Find a GIF');
    const grid = await screen.findByRole('group', { name: 'GIFs for cats' });
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.gifSearch, expect.objectContaining({ form: { q: 'cats', limit: 200 } }));
    const first = within(grid).getByRole('button', { name: 'GIF: tag1, cute, funny' });
    expect(first).toHaveAttribute('tabindex', '0');
    const link = within(grid).getByRole('link', { name: 'Originally posted by blog1' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/h1`);
    expect(within(grid).queryByText('#gif')).toBeNull();
    expect(payloads('log:event')).toContainEqual({
      event: 'gifsearch:search',
      data: expect.objectContaining({ query: 'cats', count: 3 }),
    });
    await waitFor(() =>
      expect(payloads('log:event')).toContainEqual({
        event: 'gifsearch:impression',
        data: expect.objectContaining({
          query: 'cats',
          posts: expect.arrayContaining([{ postBlog: 'blog1', postId: '1', position: 0 }]),
        }),
      }),
    );
  });

  it('shows the loading bar while searching', async () => {
    const { user, api } = setup();
    let answer: (v: unknown) => void = () => undefined;
    api.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await search(user, 'dog');
    expect(await screen.findByRole('progressbar', { name: 'Searching for GIFs…' })).toBeInTheDocument();
    await act(async () => answer({ media: [gif(1)], message: null }));
    await screen.findByRole('group', { name: 'GIFs for dog' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('selects with the mouse: loads the image, calls onSelect, closes and gives focus back', async () => {
    const { user, onSelect, payloads } = setup();
    await search(user, 'cats');
    await user.click(await screen.findByRole('button', { name: 'GIF: tag2, cute, funny' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(gif(2)));
    expect(screen.queryByRole('dialog', { name: 'GIF search' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a GIF' })).toHaveFocus();
    expect(payloads('log:event')).toContainEqual({
      event: 'gifsearch:select',
      data: expect.objectContaining({ query: 'cats', position: 1, postBlog: 'blog2', postId: '2' }),
    });
  });

  it('moves between results with the arrow keys and selects with Enter', async () => {
    const { user, onSelect } = setup();
    await search(user, 'cats');
    const first = await screen.findByRole('button', { name: 'GIF: tag1, cute, funny' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'GIF: tag2, cute, funny' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'GIF: tag3, cute, funny' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(gif(1)));
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = setup();
    await search(user, 'c');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a GIF' })).toHaveFocus();
  });

  it('inside a dialog form: Escape closes only the popover and Tab stays in it', async () => {
    const fake = createFakeProps();
    const formEscape = jest.fn();
    const formTab = jest.fn();
    render(
      <RemoteProvider value={fake.props}>
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) formEscape();
            if (event.key === 'Tab') formTab();
          }}
        >
          <GifSearchButton onSelect={jest.fn()} />
        </div>
      </RemoteProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a GIF' }));
    const input = await screen.findByRole('textbox', { name: 'Find a GIF' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.tab();
    expect(input).toHaveFocus();
    expect(formTab).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'GIF search' })).toBeNull();
    expect(formEscape).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add a GIF' })).toHaveFocus();
  });

  it("hides results behind the server's message until 'View results anyway'", async () => {
    const { user } = setup({ media: [gif(1)], message: { header: 'Careful', body: 'These may be sensitive.' } });
    await search(user, 'spooky');
    expect(await screen.findByText('Careful')).toBeInTheDocument();
    expect(screen.getByText('These may be sensitive.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'GIFs for spooky' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View results anyway' }));
    expect(screen.getByRole('group', { name: 'GIFs for spooky' })).toBeInTheDocument();
  });

  it('says something humorous when nothing is found', async () => {
    const { user } = setup({ media: [], message: null });
    await search(user, 'zzzz');
    await waitFor(() => expect(NO_RESULTS_MESSAGES).toContain(screen.getByRole('status').textContent));
  });

  it("reports 'Invalid GIF search response' for a missing answer", async () => {
    const { user } = setup(null);
    await search(user, 'cats');
    expect(await screen.findByText('Invalid GIF search response')).toBeInTheDocument();
  });

  it('caches per normalized query and cancels a search the user typed past', async () => {
    const { user, api } = setup();
    const input = await search(user, 'cats');
    await screen.findByRole('group', { name: 'GIFs for cats' });
    await user.clear(input);
    await user.type(input, 'CATS ');
    await screen.findByRole('group', { name: 'GIFs for cats' });
    expect(api.post).toHaveBeenCalledTimes(1);

    let pendingSignal: AbortSignal | undefined;
    api.post.mockImplementationOnce((_path: string, options: { signal: AbortSignal }) => {
      pendingSignal = options.signal;
      return new Promise(() => undefined);
    });
    await user.clear(input);
    await user.type(input, 'dogs');
    await waitFor(() => expect(pendingSignal).toBeDefined());
    await user.clear(input);
    await user.type(input, 'birds');
    await waitFor(() => expect(pendingSignal?.aborted).toBe(true));
    await screen.findByRole('group', { name: 'GIFs for birds' });
  });

  it('renders only the rows near the viewport for a long result list', async () => {
    const media = Array.from({ length: 200 }, (_, i) => gif(i));
    const { user } = setup({ media, message: null });
    await search(user, 'many');
    const grid = await screen.findByRole('group', { name: 'GIFs for many' });
    const rendered = within(grid).getAllByRole('button').length;
    expect(rendered).toBeGreaterThan(4);
    expect(rendered).toBeLessThan(50);
  });
});
