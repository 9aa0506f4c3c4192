// GIF search: the public surface (see README.md).
export { GifSearchButton, type GifSearchButtonProps } from './components/gif-search-button';
export { GIF_SEARCH, NO_RESULTS_MESSAGES } from './lib/constants';
