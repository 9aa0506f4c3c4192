import { effectiveLoop, mayAutoplay, videoErrorName } from './autoplay-rules';

const desktop = { isMobile: false, livestream: false, reducedMotion: false };

describe('autoplay rules', () => {
  it('autoplays only videos longer than the minimum loop duration (1 s), or livestreams', () => {
    expect(mayAutoplay(desktop, 1.5)).toBe(true);
    expect(mayAutoplay(desktop, 1)).toBe(false);
    expect(mayAutoplay(desktop, 0)).toBe(false);
    expect(mayAutoplay(desktop, Number.NaN)).toBe(false);
    expect(mayAutoplay({ ...desktop, livestream: true }, 0)).toBe(true);
    expect(mayAutoplay(desktop, Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('never autoplays on a mobile handset or with reduced motion', () => {
    expect(mayAutoplay({ ...desktop, isMobile: true }, 30)).toBe(false);
    expect(mayAutoplay({ ...desktop, isMobile: true, livestream: true }, 30)).toBe(false);
    expect(mayAutoplay({ ...desktop, reducedMotion: true }, 30)).toBe(false);
  });

  it('forces loop off when the known duration is at most 1 s', () => {
    expect(effectiveLoop(true, 1)).toBe(false);
    expect(effectiveLoop(true, 0.5)).toBe(false);
    expect(effectiveLoop(true, 1.01)).toBe(true);
    expect(effectiveLoop(true, 0)).toBe(true);
    expect(effectiveLoop(false, 30)).toBe(false);
  });

  it('names error codes', () => {
    expect([0, 1, 2, 3, 4, 5].map(videoErrorName)).toEqual([
      'custom',
      'aborted',
      'network',
      'decode',
      'source not supported',
      'encrypted',
    ]);
    expect(videoErrorName(null)).toBe('custom');
    expect(videoErrorName(42)).toBe('custom');
  });
});
