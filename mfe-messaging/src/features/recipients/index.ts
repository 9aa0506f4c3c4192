export { AppendedFavorites, EmptyInboxSuggestions } from './components/favorites-section';
export { RecipientSearchView } from './components/recipient-search';
export { shouldAppendFavorites } from './state/recipient-rules';
