import { panelTweetCount, popoverTweetCount, tweetLength } from './tweet-counter';

test('each [URL] counts the given length, other text its code points', () => {
  expect(tweetLength('', 23)).toBe(0);
  expect(tweetLength('[URL]', 23)).toBe(23);
  expect(tweetLength('hi [URL] and [URL]', 23)).toBe(8 + 46);
  expect(tweetLength('😀', 23)).toBe(1);
  expect(tweetLength('[URL]', 24)).toBe(24);
});

describe('share panel counter: [URL] = 23, limit 140', () => {
  it('shows what remains', () => {
    expect(panelTweetCount('[URL]')).toEqual({ count: 23, remaining: 117, valid: true, exceeding: false });
  });
  it('is invalid when empty (count 0)', () => {
    expect(panelTweetCount('')).toMatchObject({ count: 0, remaining: 140, valid: false, exceeding: false });
  });
  it('accepts exactly 140 and marks 141 as exceeding', () => {
    expect(panelTweetCount(`${'a'.repeat(117)}[URL]`)).toMatchObject({ remaining: 0, valid: true, exceeding: false });
    expect(panelTweetCount(`${'a'.repeat(118)}[URL]`)).toMatchObject({ remaining: -1, valid: false, exceeding: true });
  });
});

describe('older popover counter: [URL] = 24, warning below 10, invalid below 0 or at 140 remaining', () => {
  it('counts [URL] as 24', () => {
    expect(popoverTweetCount('[URL]')).toMatchObject({ count: 24, remaining: 116, valid: true, warning: false });
  });
  it('is invalid when nothing is written (exactly 140 remaining)', () => {
    expect(popoverTweetCount('')).toMatchObject({ remaining: 140, valid: false });
  });
  it('warns below 10 remaining and is still valid at 0', () => {
    expect(popoverTweetCount('a'.repeat(130))).toMatchObject({ remaining: 10, warning: false, valid: true });
    expect(popoverTweetCount('a'.repeat(131))).toMatchObject({ remaining: 9, warning: true, valid: true });
    expect(popoverTweetCount('a'.repeat(140))).toMatchObject({ remaining: 0, warning: true, valid: true });
    expect(popoverTweetCount('a'.repeat(141))).toMatchObject({ remaining: -1, warning: true, valid: false });
  });
});
