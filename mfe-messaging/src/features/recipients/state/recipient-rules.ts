/** Spec 2 §8: the no-results line of a recipient search, picked at random. */
export const NO_RESULTS_LINES = [
  "That isn't anyone.",
  'Uh, who?',
  'Huh what?',
  "Never heard of 'em.",
  '???',
  'Eh?',
  'Whaaa?',
] as const;

export function pickNoResultsLine(random: () => number = Math.random): string {
  return NO_RESULTS_LINES[Math.floor(random() * NO_RESULTS_LINES.length)] ?? NO_RESULTS_LINES[0];
}

/** Down/Up move the selection and wrap around (spec 2 §2 screen 4); -1 is "nothing selected". */
export function moveSelection(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Enter opens the selected recipient, or the only one when the list holds exactly one; else nothing. */
export function recipientForEnter(active: number, count: number): number {
  if (active >= 0 && active < count) return active;
  return count === 1 ? 0 : -1;
}

/** Spec 2 §2 screen 6 / §9: the empty-inbox grid has 4 avatars per row. */
export const GRID_COLUMNS = 4;

/** Trims to whole rows of `columns`, keeping at least one row (a short first row stays whole). */
export function trimToRows<T>(items: readonly T[], columns = GRID_COLUMNS): T[] {
  if (items.length <= columns) return [...items];
  return items.slice(0, Math.floor(items.length / columns) * columns);
}

/** Spec 2 §9: favourites in an empty inbox, and the list size up to which they are appended. */
export const EMPTY_INBOX_FAVORITES = 5;
export const APPEND_FAVORITES_MAX_CONVERSATIONS = 3;

/** Favourites go under the conversation list only when there is no further page and it holds at most 3. */
export function shouldAppendFavorites(
  conversationCount: number,
  hasMore: boolean,
  max = APPEND_FAVORITES_MAX_CONVERSATIONS,
): boolean {
  return !hasMore && conversationCount > 0 && conversationCount <= max;
}

/**
 * The empty inbox's one favourites answer, split in two without repeats: the avatar grid takes the
 * blogs beyond the 5 favourites (trimmed to whole rows of 4), the "More Tumblrs to talk to" list
 * the first 5 of the rest. (The server has no separate "suggested blogs" source.)
 */
export function splitEmptyInbox<T>(blogs: readonly T[], favorites = EMPTY_INBOX_FAVORITES): { grid: T[]; favorites: T[] } {
  const grid = trimToRows(blogs.slice(0, Math.max(0, blogs.length - favorites)));
  const rest = blogs.filter((b) => !grid.includes(b));
  return { grid, favorites: rest.slice(0, favorites) };
}
