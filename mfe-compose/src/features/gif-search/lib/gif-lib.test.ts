import type { GifMedia } from '@dash/shared-contracts';
import { GifCache, type GifSearchResult } from './gif-cache';
import { attributionUrl, noResultsMessage, normalizeQuery, visibleTags } from './gif-text';
import { layoutRows, thumbnailHeight, visibleRows } from './grid-layout';
import { NO_RESULTS_MESSAGES } from './constants';

const gif = (width: number, height: number): GifMedia => ({
  mediaUrl: '/m.gif',
  postUrl: '/p',
  rootPostUrl: '/r',
  rootPostUrlHash: 'h',
  rootBlog: 'b',
  rootBlogUrl: '/b',
  rootBlogKey: 'k',
  postTags: [],
  popularSearchTag: null,
  width,
  height,
  postBlog: 'b',
  postId: '1',
});

describe('GIF search text rules (spec 1 §5)', () => {
  it('lowercases and trims queries', () => {
    expect(normalizeQuery('  Happy CAT ')).toBe('happy cat');
  });
  it("hides 'gif' and 'gifs' and shows at most 3 tags", () => {
    expect(visibleTags(['GIF', 'cat', 'gifs', 'cute', 'funny', 'more'])).toEqual(['cat', 'cute', 'funny']);
  });
  it('builds the short attribution link', () => {
    expect(attributionUrl('http://localhost:3000/', 'abc')).toBe('http://localhost:3000/abc');
  });
  it('picks a humorous no-results message, including the two of the spec', () => {
    expect(NO_RESULTS_MESSAGES).toEqual(expect.arrayContaining(['Nothing turned up. Bummer.', 'Sadly, nothing.']));
    expect(NO_RESULTS_MESSAGES.length).toBeGreaterThanOrEqual(5);
    expect(noResultsMessage(() => 0)).toBe('Nothing turned up. Bummer.');
    expect(noResultsMessage(() => 0.99)).toBe(NO_RESULTS_MESSAGES[NO_RESULTS_MESSAGES.length - 1]);
  });
});

describe('GifCache', () => {
  const result = (query: string, timestamp: number): GifSearchResult => ({
    query,
    limit: 200,
    loggingContext: null,
    media: [],
    message: null,
    timestamp,
  });
  it('keeps a result for 5 minutes (300000 ms)', () => {
    const cache = new GifCache();
    cache.set(result('cat', 1000));
    expect(cache.get('cat', 1000 + 299_999)?.query).toBe('cat');
    expect(cache.get('cat', 1000 + 300_000)).toBeNull();
    expect(cache.get('cat', 1000)).toBeNull();
  });
});

describe('grid layout', () => {
  it('scales each GIF to the 150 px thumbnail width', () => {
    expect(thumbnailHeight(gif(300, 200))).toBe(100);
  });
  it('puts two GIFs per row, as tall as the taller, with a 10 px gutter', () => {
    const { rows, height } = layoutRows([gif(150, 100), gif(150, 50), gif(150, 80)]);
    expect(rows.map((r) => [r.start, r.top, r.height])).toEqual([
      [0, 0, 100],
      [2, 110, 80],
    ]);
    expect(height).toBe(190);
  });
  it('keeps only the rows near the viewport', () => {
    const { rows } = layoutRows(Array.from({ length: 40 }, () => gif(150, 100)));
    const shown = visibleRows(rows, 1100, 400, 0);
    expect(shown.map((r) => r.start)).toEqual([20, 22, 24, 26]);
    expect(visibleRows(rows, 0, 400, 300).length).toBeLessThan(rows.length);
  });
});
