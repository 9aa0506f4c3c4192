import { curlyQuote, isStraightQuote } from './smart-quotes';

describe('curlyQuote', () => {
  it('opens at the start and after blanks, brackets and dashes', () => {
    for (const previous of ['', ' ', '\t', '(', '[', '—', '-', '“']) {
      expect(curlyQuote('"', previous)).toBe('“');
      expect(curlyQuote("'", previous)).toBe('‘');
    }
  });

  it('closes after letters, digits and punctuation (apostrophes too)', () => {
    for (const previous of ['a', 'don', '9', '.', '!', '?', '’']) {
      expect(curlyQuote('"', previous)).toBe('”');
      expect(curlyQuote("'", previous)).toBe('’');
    }
  });

  it('recognises straight quotes', () => {
    expect(isStraightQuote("'")).toBe(true);
    expect(isStraightQuote('"')).toBe(true);
    expect(isStraightQuote('`')).toBe(false);
  });
});
