// Blog search inside the peepr (spec 3 §2 item 4, §3, §4, §5, §9). The peepr imports only this.
export { useBlogSearch, type BlogSearch, type SearchStart } from './hooks/use-blog-search';
export { BlogSearchBar } from './components/blog-search-bar';
export { SearchNoResults } from './components/search-no-results';
