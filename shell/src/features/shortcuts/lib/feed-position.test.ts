import { currentIndex, nextIndex, previousIndex } from './feed-position';

// Three posts of 300 px; the line (header 52 + offset 60) is at 112.
const boxes = (tops: number[]) => tops.map((top) => ({ top, bottom: top + 300 }));

describe('feed positions', () => {
  it('j goes to the first post below the line', () => {
    expect(nextIndex(boxes([112, 412, 712]), 112)).toBe(1);
    expect(nextIndex(boxes([76, 376, 676]), 112)).toBe(1);
    expect(nextIndex(boxes([-500, -200, 100]), 112)).toBe(-1);
  });

  it('k goes to the last post above the line', () => {
    expect(previousIndex(boxes([-188, 112, 412]), 112)).toBe(0);
    expect(previousIndex(boxes([112, 412, 712]), 112)).toBe(-1);
    expect(previousIndex(boxes([-500, 50, 350]), 112)).toBe(1);
  });

  it('a post within 2 px of the line counts as on it', () => {
    expect(nextIndex(boxes([113.5, 413.5]), 112)).toBe(1);
    expect(previousIndex(boxes([110.5, 410.5]), 112)).toBe(-1);
  });

  it('the current post is the focused one, else the one crossing the line, else the first below it', () => {
    expect(currentIndex(boxes([-188, 112, 412]), 112, 2)).toBe(2);
    expect(currentIndex(boxes([-188, 112, 412]), 112, -1)).toBe(1);
    expect(currentIndex(boxes([-100, 200, 500]), 112, -1)).toBe(0);
    expect(currentIndex(boxes([300, 600]), 112, -1)).toBe(0);
    expect(currentIndex([], 112, -1)).toBe(-1);
  });
});
