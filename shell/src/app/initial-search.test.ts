import { SEARCH_DEFAULTS, type SiteSearchResponse } from '@dash/shared-contracts';
import { createInitialSearchStore, pageInitialSearch, readInitialSearch } from './initial-search';

const response: SiteSearchResponse = { posts: [], next_offset: -1, blogs: [] };
const initial = { term: 'cats', filters: SEARCH_DEFAULTS, viewer: null, response };

test("hands the server's first page to the same search and viewer only, until consumed", () => {
  const store = createInitialSearchStore(initial);
  expect(store.take({ term: 'dogs', filters: SEARCH_DEFAULTS, viewer: null })).toBeNull();
  expect(store.take({ term: 'cats', filters: { ...SEARCH_DEFAULTS, sort: 'recent' }, viewer: null })).toBeNull();
  expect(store.take({ term: 'cats', filters: SEARCH_DEFAULTS, viewer: 'ann' })).toBeNull();
  expect(store.take({ term: 'cats', filters: { ...SEARCH_DEFAULTS }, viewer: null })).toBe(initial);
  store.consume();
  expect(store.take({ term: 'cats', filters: SEARCH_DEFAULTS, viewer: null })).toBeNull();
});

test('reads the dash-initial-search data script', () => {
  document.body.innerHTML = `<script type="application/json" id="dash-initial-search">${JSON.stringify(initial)}</script>`;
  expect(readInitialSearch()).toEqual(initial);
  document.body.innerHTML = '';
  expect(readInitialSearch()).toBeNull();
});

test("the browser's store is read from the page once, when a search page first asks", () => {
  document.body.innerHTML = `<script type="application/json" id="dash-initial-search">${JSON.stringify(initial)}</script>`;
  const store = pageInitialSearch();
  document.body.innerHTML = '';
  expect(pageInitialSearch()).toBe(store);
  expect(store.take({ term: 'cats', filters: SEARCH_DEFAULTS, viewer: null })).toEqual(initial);
});
