import { pastScrollThreshold } from './scroll-position';

describe('pastScrollThreshold', () => {
  it('is reached at 90 percent of the document height', () => {
    expect(pastScrollThreshold({ scrollTop: 0, viewportHeight: 800, documentHeight: 5000 })).toBe(false);
    expect(pastScrollThreshold({ scrollTop: 3690, viewportHeight: 800, documentHeight: 5000 })).toBe(false);
    expect(pastScrollThreshold({ scrollTop: 3700, viewportHeight: 800, documentHeight: 5000 })).toBe(true);
  });

  it('is reached when the page is shorter than the window, so a short feed fills it', () => {
    expect(pastScrollThreshold({ scrollTop: 0, viewportHeight: 800, documentHeight: 600 })).toBe(true);
  });
});
