/** The one words for a failure the person cannot fix (a 5xx, a network error, a chunk that would not load). */
export const TROUBLE_MESSAGE = 'Sorry, we seem to be having technical trouble. Please try again later.';
