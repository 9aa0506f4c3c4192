import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeSession } from '@dash/remote-kit/src/testing';
import { renderWithHost, type HostOptions } from '../../testing';
import { resetConversionLogForTests } from '../lib/conversion-once';
import { createFakePlayer } from '../lib/fake-player';
import { loadVideojs } from '../lib/load-videojs';
import type { Videojs } from '../lib/load-videojs';
import { createVideojsHandle } from '../lib/videojs-adapter';
import { VideoPlayer } from './video-player';

jest.mock('../lib/load-videojs', () => {
  const loadVideojs = jest.fn();
  return {
    loadVideojs,
    // The real player kit, whose video.js adapter is the mock below.
    loadPlayer: () =>
      (loadVideojs() as Promise<unknown>).then((videojs) => ({
        videojs,
        kit: jest.requireActual('../lib/player-kit') as unknown,
      })),
    videojsVersion: () => '8.24.1',
  };
});
jest.mock('../lib/videojs-adapter', () => ({ createVideojsHandle: jest.fn() }));

/** A controllable IntersectionObserver: tests say what is near and what is visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  target: Element | null = null;
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  report(isIntersecting: boolean, intersectionRatio: number) {
    const entry = { isIntersecting, intersectionRatio, target: this.target } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}
const visibilityObserver = () => FakeObserver.all.find((o) => o.target)!;

let fake: ReturnType<typeof createFakePlayer>;
let onVideoClick: () => void = () => undefined;

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  resetConversionLogForTests();
  fake = createFakePlayer({ duration: 10 });
  jest.mocked(loadVideojs).mockResolvedValue((() => undefined) as unknown as Videojs);
  jest.mocked(createVideojsHandle).mockImplementation((_videojs, options) => {
    onVideoClick = options.onVideoClick;
    return fake.handle;
  });
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.clearAllMocks();
});

const phone = () => fakeSession({ flags: { is_mobile_handset: true } });
const visitor = () => fakeSession({ logged_in: false, user: null, blogs: [], current_blog: null });

async function renderPlayer(options: HostOptions = {}, props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const rendered = renderWithHost(
    <article data-post-id="p9" data-blog-name="alice">
      <VideoPlayer url="/v/sd.mp4" hdUrl="/v/hd.mp4" duration={10} width={640} height={360} {...props} />
    </article>,
    options,
  );
  rendered.api.post.mockResolvedValue({});
  await act(async () => undefined); // the player's own chunk
  return rendered;
}
/** In view (≥ 50 %): a video that may autoplay loads its player then. */
const load = async () => {
  visibilityObserver().report(true, 1);
  await act(async () => undefined);
};

describe('VideoPlayer', () => {
  it('is a region named after the blog (from the article); a video that may autoplay loads video.js once in view', async () => {
    await renderPlayer();
    expect(screen.getByRole('region', { name: 'Video by alice' })).toBeInTheDocument();
    expect(loadVideojs).not.toHaveBeenCalled();
    await load();
    expect(loadVideojs).toHaveBeenCalledTimes(1);
    expect(createVideojsHandle).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ source: '/v/sd.mp4' }));
  });

  it('prefers the blog name it is given', async () => {
    await renderPlayer({}, { blogName: 'bob' });
    expect(screen.getByRole('region', { name: 'Video by bob' })).toBeInTheDocument();
  });

  it('autoplays muted when at least half in view, and publishes VideoPlayer events', async () => {
    const { bus } = await renderPlayer();
    await load();
    visibilityObserver().report(true, 0.4);
    expect(fake.state.paused).toBe(true);
    visibilityObserver().report(true, 0.6);
    expect(fake.state).toMatchObject({ paused: false, muted: true });
    expect(bus.payloads('log:event')).toContainEqual({
      event: 'VideoPlayer',
      data: { action: 'play', postId: 'p9', autoplay: true, muted: true },
    });
  });

  it('does not autoplay on a mobile handset', async () => {
    await renderPlayer({ session: phone() });
    await load();
    visibilityObserver().report(true, 1);
    expect(fake.state.paused).toBe(true);
  });

  it('shows the poster and a play button; video.js loads only on play, then plays with sound', async () => {
    await renderPlayer({}, { poster: '/v/poster.jpg', duration: 0.5 });
    // Too short to autoplay: in view, nothing loads.
    visibilityObserver().report(true, 1);
    await act(async () => undefined);
    expect(loadVideojs).not.toHaveBeenCalled();
    expect(document.querySelector('.pk-video-player__poster')).toHaveAttribute('src', '/v/poster.jpg');
    const play = screen.getByRole('button', { name: 'Play video' });
    fireEvent.click(play);
    expect(loadVideojs).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(fake.state.paused).toBe(false);
    expect(fake.state.muted).toBe(false);
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
  });

  it('on a phone a video in view does not load its player until played', async () => {
    await renderPlayer({ session: phone() });
    await load();
    expect(loadVideojs).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await act(async () => undefined);
    expect(loadVideojs).toHaveBeenCalledTimes(1);
    expect(fake.state.paused).toBe(false);
  });

  it('pauses when the blog overlay or the post form opens', async () => {
    const { bus } = await renderPlayer();
    await load(); // in view: it autoplays, muted
    expect(fake.state.paused).toBe(false);
    act(() => bus.emit('blog:overlay-visibility', { open: true }));
    expect(fake.state.paused).toBe(true);
    act(() => bus.emit('blog:overlay-visibility', { open: false }));
    act(() => onVideoClick());
    act(() => bus.emit('compose:form-visibility', { open: true }));
    expect(fake.state.paused).toBe(true);
  });

  it('inside the blog overlay keeps playing while that overlay is open; the post form still pauses it', async () => {
    const { bus } = await renderPlayer({ surface: 'blog-overlay' });
    await load();
    act(() => bus.emit('blog:overlay-visibility', { open: true }));
    expect(fake.state.paused).toBe(false);
    act(() => bus.emit('compose:form-visibility', { open: true }));
    expect(fake.state.paused).toBe(true);
  });

  it('in the post form’s reblog trail keeps playing while that form is open', async () => {
    const { bus } = await renderPlayer({ surface: 'post-form' });
    await load();
    act(() => bus.emit('compose:form-visibility', { open: true }));
    expect(fake.state.paused).toBe(false);
  });

  it('sends the conversion log once, on the first play of a logged-in user', async () => {
    const { api } = await renderPlayer();
    await load();
    act(() => onVideoClick());
    act(() => onVideoClick());
    act(() => onVideoClick());
    await act(async () => undefined);
    expect(api.post.mock.calls.filter(([path]) => path === '/svc/log/conversion')).toHaveLength(1);
  });

  it('sends no conversion log for a visitor', async () => {
    const { api } = await renderPlayer({ session: visitor() });
    await load();
    act(() => onVideoClick());
    await act(async () => undefined);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('has an HD toggle that switches the source after 300 ms', async () => {
    jest.useFakeTimers();
    try {
      await renderPlayer();
      await load();
      const hd = screen.getByRole('button', { name: 'HD' });
      expect(hd).toHaveAttribute('aria-pressed', 'false');
      fireEvent.click(hd);
      expect(hd).toHaveAttribute('aria-pressed', 'true');
      act(() => void jest.advanceTimersByTime(300));
      expect(fake.state.source).toBe('/v/hd.mp4');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no HD toggle without an HD file', async () => {
    await renderPlayer(undefined, { hdUrl: null });
    await load();
    expect(screen.queryByRole('button', { name: 'HD' })).not.toBeInTheDocument();
  });

  it('falls back to the browser’s player when video.js fails to load', async () => {
    jest.mocked(loadVideojs).mockRejectedValue(new Error('chunk failed'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPlayer();
    await load();
    const region = screen.getByRole('region', { name: 'Video by alice' });
    expect(region.querySelector('video')).toHaveAttribute('src', '/v/sd.mp4');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[error-report]'), expect.any(Error));
    error.mockRestore();
  });

  it('disposes the player on unmount', async () => {
    const { unmount } = renderWithHost(<VideoPlayer url="/v/sd.mp4" blogName="alice" />);
    await act(async () => undefined);
    await load();
    unmount();
    expect(fake.calls).toContain('dispose');
  });
});
