export type StraightQuote = "'" | '"';

const SINGLE = { open: '\u2018', close: '\u2019' } as const; // ‘ ’
const DOUBLE = { open: '\u201C', close: '\u201D' } as const; // “ ”

// After these a quote opens; after anything else (letters, digits, punctuation) it closes,
// so "don't" gets an apostrophe (’) and "say 'hi'" gets ‘hi’.
const OPENS_AFTER = /[\s([{<\u2014\u2013\u2018\u201C/-]/;

/**
 * The curly quote that replaces a typed straight quote, chosen by the character before the cursor
 * ('' at the start of a line or of the text).
 */
export function curlyQuote(quote: StraightQuote, previous: string): string {
  const pair = quote === "'" ? SINGLE : DOUBLE;
  const last = previous.slice(-1);
  return last === '' || OPENS_AFTER.test(last) ? pair.open : pair.close;
}

export function isStraightQuote(key: string): key is StraightQuote {
  return key === "'" || key === '"';
}
