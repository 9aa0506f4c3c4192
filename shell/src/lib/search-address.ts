// The search page's address model, by its path (not the contracts' core, a shared singleton that every
// first page loads whole): each chunk gets only what it uses. See shared-contracts/src/site-search-model.ts.
export {
  isDefaultSearch,
  readSearchFilters,
  searchFiltersQuery,
  searchPagePath,
  siteSearchRequest,
  type SiteSearchRequest,
} from '@dash/shared-contracts/src/site-search-model';
