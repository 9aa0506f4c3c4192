import { FTS_MAX_WORDS, ftsMatchQuery } from './fts-query';

describe('ftsMatchQuery', () => {
  it.each([
    ['zebra', '"zebra"*'],
    ['  zebra  crossing ', '"zebra" "crossing"*'],
    ['a', '"a"'],
    ['zebra a', '"zebra" "a"'],
    ['NEAR(zebra, 2)', '"NEAR" "zebra" "2"'],
    ['zebra OR ben', '"zebra" "OR" "ben"*'],
    ['"quoted" -minus *star ^caret col:umn', '"quoted" "minus" "star" "caret" "col" "umn"*'],
    ['café ＣＡＦＥ', '"café" "CAFE"*'],
    ['ゼブラ', '"ゼブラ"*'],
  ])('%s → %s', (term, expected) => {
    expect(ftsMatchQuery(term)).toBe(expected);
  });

  it('has nothing to match for a term without words', () => {
    for (const term of ['', '   ', '"', '*', '-"():^', '🦓']) expect(ftsMatchQuery(term)).toBeNull();
  });

  it('keeps at most FTS_MAX_WORDS words', () => {
    const query = ftsMatchQuery(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')) ?? '';
    expect(query.split(' ')).toHaveLength(FTS_MAX_WORDS);
  });
});
