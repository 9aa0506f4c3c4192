import type { SiteSearch } from './use-site-search';

export interface SearchFiltersProps {
  search: SiteSearch;
  onClose: (options?: { restoreFocus?: boolean }) => void;
}
