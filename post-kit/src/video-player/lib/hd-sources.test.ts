import { restoreAfterSwitch, sourceFor, videoType } from './hd-sources';

describe('HD sources', () => {
  const sources = { url: '/v/sd.mp4', hdUrl: '/v/hd.mp4' };
  it('picks the HD file only when there is one', () => {
    expect(sourceFor(sources, true)).toBe('/v/hd.mp4');
    expect(sourceFor(sources, false)).toBe('/v/sd.mp4');
    expect(sourceFor({ url: '/v/sd.mp4', hdUrl: null }, true)).toBe('/v/sd.mp4');
  });

  it('keeps position, paused and muted state across a switch', () => {
    expect(restoreAfterSwitch({ time: 12.5, paused: false, muted: true })).toEqual({ time: 12.5, play: true, muted: true });
    expect(restoreAfterSwitch({ time: 3, paused: true, muted: false })).toEqual({ time: 3, play: false, muted: false });
  });

  it('names the type from the extension', () => {
    expect(videoType('/a/b.mp4?x=1')).toBe('video/mp4');
    expect(videoType('/a/b.WEBM')).toBe('video/webm');
    expect(videoType('/a/b')).toBeUndefined();
  });
});
