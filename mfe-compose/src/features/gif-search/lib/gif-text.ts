import { GIF_SEARCH, HIDDEN_TAGS, NO_RESULTS_MESSAGES } from './constants';

/** The cache key and what is sent as q: lowercased and trimmed (spec 1 §5). */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** Result tags without 'gif'/'gifs', at most three. */
export function visibleTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !HIDDEN_TAGS.includes(tag.trim().toLowerCase())).slice(0, GIF_SEARCH.tagsShown);
}

/** The short post link of the attribution: {host}/{rootPostUrlHash}. */
export function attributionUrl(origin: string, rootPostUrlHash: string): string {
  return `${origin.replace(/\/+$/, '')}/${rootPostUrlHash}`;
}

export function noResultsMessage(random: () => number = Math.random): string {
  const index = Math.min(NO_RESULTS_MESSAGES.length - 1, Math.floor(random() * NO_RESULTS_MESSAGES.length));
  return NO_RESULTS_MESSAGES[index] ?? 'Sadly, nothing.';
}
