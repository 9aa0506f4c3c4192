/** GIF search constants (spec 1 §9 "GIF search"), in one place. */
export const GIF_SEARCH = {
  /** Results asked for per query. */
  limit: 200,
  /** Width of the rendition the server picks for results (not sent; the server chooses). */
  imageWidth: 250,
  /** Result sets are cached per lowercased, trimmed query for 5 minutes. */
  cacheMs: 300_000,
  inputDebounceMs: 250,
  renderBatch: 50,
  renderBatchDelayMs: 5,
  /** The longest we wait for images (first results, a selected GIF) before going on without them. */
  preloadPollMs: 1000,
  scrollDebounceMs: 250,
  tagsShown: 3,
  gutter: 10,
  thumbnailWidth: 150,
  columns: 2,
  /** Height of the scrolling results area (its CSS height); rows this far beyond it are rendered too. */
  viewportHeight: 400,
  overscan: 300,
} as const;

export const HIDDEN_TAGS: readonly string[] = ['gif', 'gifs'];

export const GIF_MESSAGES = {
  invalidResponse: 'Invalid GIF search response',
  viewAnyway: 'View results anyway',
  placeholder: 'Find a GIF',
  loading: 'Searching for GIFs…',
  failed: 'The GIF search is not answering. Try again in a moment.',
} as const;

/** One is picked at random when a search finds nothing (spec 1 §4 gives the first two). */
export const NO_RESULTS_MESSAGES: readonly string[] = [
  'Nothing turned up. Bummer.',
  'Sadly, nothing.',
  'Not a single GIF. The internet has let you down.',
  'Zero GIFs. Try another word?',
  'We looked everywhere. Even under the couch.',
];
