import { createFakePlayer } from './fake-player';
import { createVideoController } from './video-controller';

const desktop = { isMobile: false, livestream: false, reducedMotion: false };

function setup(options: { duration?: number; autoplay?: boolean; loop?: boolean; hdUrl?: string | null } = {}) {
  const fake = createFakePlayer({ duration: options.duration ?? 10 });
  const logs: Array<{ action: string; data?: Record<string, unknown> }> = [];
  const onPlay = jest.fn();
  const controller = createVideoController({
    player: fake.handle,
    env: desktop,
    sources: { url: '/sd.mp4', hdUrl: options.hdUrl === undefined ? '/hd.mp4' : options.hdUrl },
    initial: { autoplay: options.autoplay ?? true, loop: options.loop ?? true, muted: false, duration: options.duration ?? 10 },
    log: (action, data) => logs.push({ action, data }),
    onPlay,
    now: () => Date.now(),
  });
  const actions = () => logs.map((l) => l.action);
  return { ...fake, controller, logs, actions, onPlay };
}

const clickOn = (root: HTMLElement, className: string) => {
  const button = document.createElement('button');
  button.className = className;
  root.appendChild(button);
  button.click();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('video controller', () => {
  it('autoplays muted when visible and logs play and initialLoad', () => {
    const t = setup();
    t.fire('loadedmetadata');
    t.controller.setVisible(true);
    expect(t.state.muted).toBe(true);
    expect(t.state.paused).toBe(false);
    expect(t.actions()).toEqual(['initialLoad', 'play']);
    expect(t.logs[1]?.data).toMatchObject({ autoplay: true, muted: true });
    expect(t.onPlay).toHaveBeenCalledTimes(1);
  });

  it('pauses an autoplaying video that leaves the viewport', () => {
    const t = setup();
    t.controller.setVisible(true);
    t.controller.setVisible(false);
    expect(t.state.paused).toBe(true);
  });

  it('a click on an autoplaying video pauses it and unmutes it', () => {
    const t = setup();
    t.controller.setVisible(true);
    t.controller.clickVideo();
    expect(t.state.paused).toBe(true);
    expect(t.state.muted).toBe(false);
    expect(t.controller.getState().autoplay).toBe(false);
  });

  it('the mute control of an autoplaying video restarts it from the start, unmuted', () => {
    const t = setup();
    t.controller.setVisible(true);
    t.state.time = 4;
    clickOn(t.element, 'vjs-mute-control vjs-control');
    expect(t.calls.slice(-3)).toEqual(['unmute', 'time:0', 'play']);
    expect(t.state.muted).toBe(false);
    expect(t.state.time).toBe(0);
    expect(t.logs).toContainEqual({ action: 'muted', data: { muted: false } });
  });

  it('the fullscreen control of an autoplaying video restarts it from the start', () => {
    const t = setup();
    t.controller.setVisible(true);
    t.state.time = 4;
    clickOn(t.element, 'vjs-fullscreen-control vjs-control');
    expect(t.state.time).toBe(0);
    expect(t.state.muted).toBe(true);
  });

  it('loops on ended (logged as looped) unless loop is off', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    t.state.ended = true;
    t.handle.pause();
    t.fire('ended');
    expect(t.state.paused).toBe(false);
    expect(t.actions()).toEqual(['play', 'looped', 'play']);

    const u = setup({ autoplay: false, loop: false });
    u.handle.play();
    u.state.ended = true;
    u.handle.pause();
    u.fire('ended');
    expect(u.state.paused).toBe(true);
    expect(u.actions()).toEqual(['play', 'ended']);
  });

  it('does not loop a video of at most 1 s', () => {
    const t = setup({ autoplay: false, duration: 1 });
    t.handle.play();
    t.state.ended = true;
    t.handle.pause();
    t.fire('ended');
    expect(t.actions()).toEqual(['play', 'ended']);
  });

  it('on error pauses, turns loop and autoplay off and logs the code name', () => {
    const t = setup();
    t.controller.setVisible(true);
    t.state.errorCode = 4;
    t.fire('error');
    expect(t.state.paused).toBe(true);
    expect(t.logs.find((l) => l.action === 'error')?.data).toEqual({ code: 'source not supported' });
    expect(t.controller.getState()).toMatchObject({ loop: false, autoplay: false });
  });

  it('an open overlay pauses the video', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    t.controller.setBlocked(true);
    expect(t.state.paused).toBe(true);
  });

  it('logs a seek when the playhead jumps more than 0.3 s between polls', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    t.state.time = 0.1;
    jest.advanceTimersByTime(150);
    t.state.time = 6;
    jest.advanceTimersByTime(150);
    expect(t.logs.find((l) => l.action === 'seek')?.data).toEqual({ from: 0.1, to: 6 });
  });

  it('logs timeupdate at most once per 5 s of playback', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    for (let i = 0; i < 40; i += 1) {
      t.state.time += 0.15;
      jest.advanceTimersByTime(150);
    }
    expect(t.actions().filter((a) => a === 'timeupdate')).toHaveLength(2);
  });

  it('logs waiting only for stalls above 2000 ms', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    jest.advanceTimersByTime(1500);
    t.state.time = 0.5;
    jest.advanceTimersByTime(100);
    expect(t.actions()).not.toContain('waiting');
    jest.advanceTimersByTime(2500);
    t.state.time = 1;
    jest.advanceTimersByTime(100);
    const waiting = t.logs.filter((l) => l.action === 'waiting');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.data?.ms).toBeGreaterThan(2000);
  });

  it('HD switches sources 300 ms after the press, keeping position, paused and muted state', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    t.handle.setMuted(true);
    t.state.time = 7;
    t.controller.setHd(true);
    jest.advanceTimersByTime(299);
    expect(t.state.source).toBe('');
    jest.advanceTimersByTime(1);
    expect(t.state.source).toBe('/hd.mp4');
    t.state.time = 0;
    t.fire('loadedmetadata');
    expect(t.state).toMatchObject({ time: 7, muted: true, paused: false });
    // The source swap's own pause and play are not the user's.
    expect(t.actions().filter((a) => ['play', 'pause', 'resolutionchange'].includes(a))).toEqual(['play', 'resolutionchange']);
    expect(t.logs.find((l) => l.action === 'resolutionchange')?.data).toEqual({ hd: true, time: 7 });
  });

  it('a paused video stays paused across an HD switch; quick presses coalesce', () => {
    const t = setup({ autoplay: false });
    t.state.time = 3;
    t.controller.setHd(true);
    t.controller.setHd(false);
    jest.advanceTimersByTime(300);
    expect(t.calls.filter((c) => c.startsWith('src:'))).toEqual([]);
    t.controller.setHd(true);
    jest.advanceTimersByTime(300);
    t.fire('loadedmetadata');
    expect(t.state).toMatchObject({ time: 3, paused: true, source: '/hd.mp4' });
  });

  it('logs fullscreen changes and user mute changes', () => {
    const t = setup({ autoplay: false });
    t.state.fullscreen = true;
    t.fire('fullscreenchange');
    t.handle.setMuted(true);
    expect(t.logs).toEqual([
      { action: 'fullscreen', data: { fullscreen: true } },
      { action: 'muted', data: { muted: true } },
    ]);
  });

  it('stops listening when disposed', () => {
    const t = setup({ autoplay: false });
    t.handle.play();
    t.controller.dispose();
    t.state.time = 50;
    jest.advanceTimersByTime(1000);
    expect(t.actions()).toEqual(['play']);
  });
});
