import { FTS_MAX_WORDS, ftsMatchQuery, ftsQueryOf, searchWords } from './fts-query';

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

describe('searchWords and ftsQueryOf', () => {
  it('cuts a term into NFKC words of letters, digits and marks, nothing else', () => {
    expect(searchWords(`  zebra'):* & !ben | (x) ＣＡＦＥ `)).toEqual(['zebra', 'ben', 'x', 'CAFE']);
    expect(searchWords('-*"🦓')).toEqual([]);
  });

  it('builds the same expression from the words as ftsMatchQuery from the term', () => {
    expect(ftsQueryOf(searchWords('zebra crossing'))).toBe(ftsMatchQuery('zebra crossing'));
    expect(ftsQueryOf(['a"b', 'c'])).toBe('"a""b" "c"');
    expect(ftsQueryOf([])).toBeNull();
  });
});
