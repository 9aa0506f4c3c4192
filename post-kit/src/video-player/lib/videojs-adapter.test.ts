import videojs from 'video.js';
import { createVideojsHandle } from './videojs-adapter';

// The real video.js 8 in jsdom (no media playback): checks the adapter speaks its API.
function build(onVideoClick = jest.fn()) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const element = document.createElement('video');
  host.appendChild(element);
  const handle = createVideojsHandle(videojs, { element, source: '/v/sd.mp4', poster: '/poster.jpg', onVideoClick });
  return { handle, host, onVideoClick };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createVideojsHandle (real video.js)', () => {
  it('builds a player with controls, no generic region and volume 0.8', () => {
    const { handle, host } = build();
    const root = handle.element();
    expect(host.contains(root)).toBe(true);
    expect(root.classList.contains('video-js')).toBe(true);
    expect(root.getAttribute('role')).toBeNull();
    expect(root.getAttribute('aria-label')).toBeNull();
    expect(root.querySelector('.vjs-mute-control')).not.toBeNull();
    expect(root.querySelector('.vjs-fullscreen-control')).not.toBeNull();
    expect(handle.isPaused()).toBe(true);
    expect(handle.isMuted()).toBe(false);
    handle.dispose();
    expect(host.contains(root)).toBe(false);
  });

  it('subscribes and unsubscribes player events', () => {
    const { handle } = build();
    const listener = jest.fn();
    const off = handle.on('volumechange', listener);
    const player = videojs.getPlayer(handle.element()) as unknown as { trigger(event: string): void };
    player.trigger('volumechange');
    off();
    player.trigger('volumechange');
    expect(listener).toHaveBeenCalledTimes(1);
    handle.dispose();
  });

  it('reports the MediaError code', () => {
    // video.js reports the error on the console itself.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handle } = build();
    const listener = jest.fn();
    handle.on('error', listener);
    // video.js's public error() setter, as a failing source would trigger it.
    (videojs.getPlayer(handle.element()) as unknown as { error(code: number): void }).error(4);
    expect(listener).toHaveBeenCalled();
    expect(handle.errorCode()).toBe(4);
    handle.dispose();
    jest.mocked(console.error).mockRestore();
  });
});
