import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES, BLOG_POPOVER, type TopicPayload } from '@dash/shared-contracts';
import { fakeSession } from '@dash/remote-kit/src/testing';
import { pointerOut, pointerOver } from '@dash/post-kit/src/testing';
import { answerDialogs } from '../../../test/command-fakes';
import { fakeBlogEntity, fakeHighlightedPost } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';
// Loaded up front, so the lazy chunk is a resolved import in these tests.
import './blog-popover-layer';

type Open = Extract<TopicPayload<'blog:popover'>, { action: 'open' }>;
const anchor = { top: 100, left: 40, width: 40, height: 40 };
const three = ['1', '2', '3'].map((id) => fakeHighlightedPost(id));

/** Lets the lazy chunk, the fake API's answer and React's commits through (fake timers stand still). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function popover(options: Parameters<typeof renderBlog>[0] = {}, open: Partial<Open> = {}) {
  const view = renderBlog({ highlighted: three, ...options });
  const command: Open = { action: 'open', name: 'bob', kind: 'popover', via: 'hover', anchor, ...open };
  act(() => view.bus.emit('blog:popover', command));
  await settle();
  const dialog = () => screen.queryByRole('dialog', { name: `${command.kind === 'card' ? 'Blog card' : 'Blog preview'}: bob` });
  return { ...view, dialog };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  cleanup();
  document.body.innerHTML = '';
});

describe('blog popover (spec 3 §2 screen 2)', () => {
  it("shows the blog's header in its theme and the strip of its highlighted posts after a bar loader of at least 500 ms", async () => {
    const { dialog, api } = await popover();
    expect(api.get).toHaveBeenCalledWith(
      API_ROUTES.blogPopover('bob'),
      expect.objectContaining({ query: { is_tumblelog_popover: true } }),
    );
    const box = dialog()!;
    expect(within(box).getByRole('heading', { name: "bob's place" })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: "bob's place" })).toHaveAttribute('href', '/blog/bob');
    expect(within(box).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    // The answer is here, the loader stays its 500 ms.
    expect(within(box).getByRole('progressbar', { name: "Loading bob's recent posts" })).toBeInTheDocument();
    await advance(BLOG_POPOVER.minLoaderMs - 1);
    expect(within(box).getByRole('progressbar')).toBeInTheDocument();
    await advance(1);
    expect(within(box).queryByRole('progressbar')).toBeNull();
    const strip = within(box).getByRole('list', { name: 'Recent posts by bob' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Post 1', '/blog/bob/post/1'],
      ['Post 2', '/blog/bob/post/2'],
      ['Post 3', '/blog/bob/post/3'],
    ]);
  });

  it('hides the strip with fewer than 2 highlighted posts; a thumbnail keeps its words for its name', async () => {
    const one = [fakeHighlightedPost('1', 'bob', { thumbnail_url: '/p1.jpg', summary: '', type: 'photo' })];
    const { dialog } = await popover({ highlighted: one });
    await advance(BLOG_POPOVER.minLoaderMs);
    expect(within(dialog()!).queryByRole('list')).toBeNull();
    expect(within(dialog()!).queryByRole('progressbar')).toBeNull();
    cleanup();
    const two = [...one, fakeHighlightedPost('2')];
    const again = await popover({ highlighted: two });
    await advance(BLOG_POPOVER.minLoaderMs);
    expect(
      within(again.dialog()!)
        .getAllByRole('link', { name: /post/i })
        .map((a) => a.textContent),
    ).toEqual(['Photo post', 'Post 2']);
  });

  it('shows a cached answer at once, without a loader or a second call, until a follow fact makes it old', async () => {
    const { bus, api, dialog } = await popover();
    act(() => bus.emit('blog:popover', { action: 'close', name: 'bob' }));
    await advance(BLOG_POPOVER.removeDelayMs);
    expect(dialog()).toBeNull();
    act(() => bus.emit('blog:popover', { action: 'open', name: 'bob', kind: 'popover', via: 'hover', anchor }));
    await settle();
    expect(within(dialog()!).getByRole('list', { name: 'Recent posts by bob' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
    act(() => bus.emit('blog:popover', { action: 'close', name: 'bob' }));
    await advance(BLOG_POPOVER.removeDelayMs);
    act(() => bus.emit('blog:follow-changed', { name: 'bob', following: true }));
    act(() => bus.emit('blog:popover', { action: 'open', name: 'bob', kind: 'popover', via: 'hover', anchor }));
    // Kept open (the same blog again): not a new open.
    act(() => bus.emit('blog:popover', { action: 'open', name: 'bob', kind: 'popover', via: 'press', anchor }));
    await settle();
    expect(api.get).toHaveBeenCalledTimes(2);
    // Spec 3 §9 "popover blogcard open": each opening logged once.
    const open = { event: 'popover:blogcard:open', data: { name: 'bob', kind: 'popover', via: 'hover' } };
    expect(bus.payloads('log:event')).toEqual([open, open, open]);
  });

  it('closes 300 ms after the pointer leaves, stays while the pointer is in it, and is removed 250 ms later', async () => {
    const { bus, dialog } = await popover();
    // The pointer rests on the trigger: it stays.
    await advance(5000);
    expect(dialog()).not.toHaveClass('blog-popover--closing');
    act(() => bus.emit('blog:popover', { action: 'leave', name: 'bob' }));
    await advance(200);
    pointerOver(dialog()!);
    await advance(2000);
    expect(dialog()).not.toHaveClass('blog-popover--closing');
    pointerOut(dialog()!);
    await advance(BLOG_POPOVER.closeDelayMs - 1);
    expect(dialog()).not.toHaveClass('blog-popover--closing');
    await advance(1);
    const fading = screen.getByRole('dialog', { hidden: true });
    expect(fading).toHaveClass('blog-popover--closing');
    await advance(BLOG_POPOVER.removeDelayMs - 1);
    expect(fading).toBeInTheDocument();
    await advance(1);
    expect(fading).not.toBeInTheDocument();
  });

  it('follows and unfollows through blog:follow: exactly one button, the unfollow asked for first', async () => {
    const { bus, api, dialog, payloads } = await popover();
    api.post.mockResolvedValue({});
    const asked = answerDialogs(bus, 'confirm');
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Follow' }));
    await settle();
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.follow, {
      form: { tumblelog: 'bob', source: 'blog_popover', context: '/dashboard' },
    });
    expect(
      within(dialog()!)
        .getAllByRole('button', { name: /follow/i })
        .map((b) => b.textContent),
    ).toEqual(['Unfollow']);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Unfollow' }));
    await settle();
    expect(asked.map((d) => d.title)).toEqual(['Unfollow bob?']);
    expect(
      within(dialog()!)
        .getAllByRole('button', { name: /follow/i })
        .map((b) => b.textContent),
    ).toEqual(['Follow']);
    expect(payloads('blog:follow-changed')).toEqual([
      { name: 'bob', following: true },
      { name: 'bob', following: false },
    ]);
  });

  it('a press moves focus into it; Escape closes it and gives focus back to the trigger', async () => {
    const trigger = document.createElement('button');
    trigger.setAttribute('data-blog-preview', 'bob');
    document.body.appendChild(trigger);
    trigger.focus();
    const { dialog } = await popover({}, { via: 'press' });
    expect(dialog()).toHaveFocus();
    // A press on the blog's own trigger is not a click outside.
    fireEvent.pointerDown(trigger);
    expect(dialog()).not.toHaveClass('blog-popover--closing');
    fireEvent.keyDown(within(dialog()!).getByRole('button', { name: 'Follow' }), { key: 'Escape' });
    expect(trigger).toHaveFocus();
    await advance(BLOG_POPOVER.removeDelayMs);
    expect(dialog()).toBeNull();
  });

  it('Tab out of either end closes it back to the trigger; a press outside or a scroll of the page closes it', async () => {
    const trigger = document.createElement('button');
    document.body.appendChild(trigger);
    trigger.focus();
    const { dialog, bus } = await popover({}, { via: 'press' });
    fireEvent.keyDown(dialog()!, { key: 'Tab', shiftKey: true });
    expect(trigger).toHaveFocus();
    await advance(BLOG_POPOVER.removeDelayMs);
    expect(dialog()).toBeNull();
    act(() => bus.emit('blog:popover', { action: 'open', name: 'bob', kind: 'popover', via: 'press', anchor }));
    await settle();
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveClass('blog-popover--closing');
    await advance(BLOG_POPOVER.removeDelayMs);
    act(() => bus.emit('blog:popover', { action: 'open', name: 'bob', kind: 'popover', via: 'hover', anchor }));
    await settle();
    fireEvent.scroll(window);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveClass('blog-popover--closing');
  });

  it('its title opens the blog overlay and its posts their permalink page, closing it', async () => {
    const { dialog, payloads } = await popover();
    fireEvent.click(within(dialog()!).getByRole('link', { name: "bob's place" }));
    expect(payloads('blog:open')).toEqual([{ name: 'bob' }]);
    expect(screen.getByRole('dialog', { name: 'Blog preview: bob', hidden: true })).toHaveClass('blog-popover--closing');
    cleanup();
    const again = await popover();
    await advance(BLOG_POPOVER.minLoaderMs);
    fireEvent.click(within(again.dialog()!).getByRole('link', { name: 'Post 2' }));
    expect(again.navigate).toHaveBeenCalledWith('/blog/bob/post/2');
    expect(screen.getByRole('dialog', { name: 'Blog preview: bob', hidden: true })).toHaveClass('blog-popover--closing');
  });

  it('says so for a blog that does not exist', async () => {
    const { bus } = renderBlog({ blog: null });
    act(() => bus.emit('blog:popover', { action: 'open', name: 'nobody', kind: 'popover', via: 'hover', anchor }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Blog preview: nobody' })).toHaveTextContent("This blog doesn't exist.");
  });
});

describe('blog card (spec 3 §2 screen 17)', () => {
  it('shows avatar, name, title, description and Follow, without a strip', async () => {
    const { dialog } = await popover({}, { kind: 'card' });
    const card = dialog()!;
    await advance(BLOG_POPOVER.minLoaderMs);
    expect(within(card).getByRole('heading', { name: "bob's place" })).toBeInTheDocument();
    expect(within(card).getByText('bob')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'about me' })).toHaveAttribute('target', '_blank');
    expect(card.querySelector('img.blog-popover__avatar')).toHaveAttribute('src', '/media/avatars/bob.png');
    expect(within(card).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('shows Unfollow for a followed blog and no button on one of the own blogs', async () => {
    const followed = await popover({ blog: fakeBlogEntity('bob', { following: true, can_subscribe: true }) }, { kind: 'card' });
    expect(
      within(followed.dialog()!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unfollow']);
    cleanup();
    const session = fakeSession({ blogs: [{ ...fakeSession().blogs[0]!, name: 'bob' }] });
    const own = await popover({ session }, { kind: 'card' });
    expect(within(own.dialog()!).queryByRole('button')).toBeNull();
  });
});

describe('blog popover pictures (issue 13)', () => {
  it('reads the header image’s alt text (else names the blog); the avatar beside the title stays decorative', async () => {
    const base = fakeBlogEntity('bob');
    const theme = {
      ...base.theme,
      header_image: '/media/h.jpg',
      show_header_image: true,
      header_image_alt: 'A harbour at night',
    };
    const { dialog } = await popover({ blog: fakeBlogEntity('bob', { theme }) });
    await advance(BLOG_POPOVER.minLoaderMs);
    expect(within(dialog()!).getByRole('img', { name: 'A harbour at night' })).toHaveAttribute('src', '/media/h.jpg');
    expect(dialog()!.querySelector('img.blog-popover__avatar')).toHaveAttribute('alt', '');
    cleanup();
    const plain = await popover({ blog: fakeBlogEntity('bob', { theme: { ...theme, header_image_alt: '' } }) });
    await advance(BLOG_POPOVER.minLoaderMs);
    expect(within(plain.dialog()!).getByRole('img', { name: 'Header image of bob' })).toBeInTheDocument();
  });
});
