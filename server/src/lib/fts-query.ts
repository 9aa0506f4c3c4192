/**
 * A person's search term as words, and those words as an FTS5 MATCH expression (SQLite; blog and
 * sitewide search; PostgreSQL's tsquery is built from the same words by db/dialect/post-search.ts).
 * Terms are user input and FTS5 has a query language (`"`, `*`, `-`, `^`, `:`, parentheses,
 * AND/OR/NOT/NEAR): nothing of it may come through. The term is cut into words of letters, digits and
 * marks (close to FTS5's unicode61 tokenizer, which re-splits inside the quotes anyway); each word
 * becomes a quoted string, so `NEAR` or `OR` is just a word; words are ANDed; the last word of two or
 * more characters matches as a prefix (`"cof"*` finds coffee) since people search while typing. A
 * term without a word (`"-*"`) has no MATCH expression: null, and nothing matches.
 */
export function ftsMatchQuery(term: string): string | null {
  return ftsQueryOf(searchWords(term));
}

/** The words of a search term (NFKC, at most FTS_MAX_WORDS): none for a term of punctuation or emoji. */
export function searchWords(term: string): string[] {
  return (term.normalize('NFKC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, FTS_MAX_WORDS);
}

/** Words (searchWords) as an FTS5 expression: quoted, ANDed, the last of 2+ characters a prefix. */
export function ftsQueryOf(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const last = words.length - 1;
  return words.map((word, i) => `"${word.replace(/"/g, '""')}"${i === last && [...word].length >= 2 ? '*' : ''}`).join(' ');
}

/** Words beyond this many are ignored (a 200-character term has at most 100 anyway). */
export const FTS_MAX_WORDS = 32;
