import { SiteSearchQuerySchema } from './requests/search';
import { SEARCH_DEFAULTS, type SearchFilters } from './site-search';
import { isDefaultSearch, readSearchFilters, searchFiltersQuery, searchPagePath, siteSearchRequest } from './site-search-model';

const read = (query: string) => readSearchFilters(new URLSearchParams(query));

describe('the search model (spec 3 §2, §9)', () => {
  it('defaults to sort top, filter_post_type any, filter_nsfw false, every post role', () => {
    expect(read('')).toEqual({ sort: 'top', postType: 'any', original: false, safeSearch: false });
    expect(read('')).toEqual(SEARCH_DEFAULTS);
    expect(read('q=cats&sort=top&filter_post_type=any&filter_nsfw=false')).toEqual(SEARCH_DEFAULTS);
  });

  it('reads "recent" as Recent Posts and anything else as Top Posts', () => {
    expect(read('sort=recent').sort).toBe('recent');
    expect(read('sort=RECENT').sort).toBe('recent');
    for (const other of ['top', 'popular', 'CREATED_DESC', '', 'recentx']) expect(read(`sort=${other}`).sort).toBe('top');
  });

  it('reads post types in any case; an unknown one is All Types', () => {
    expect(read('filter_post_type=photo').postType).toBe('photo');
    expect(read('filter_post_type=VIDEO').postType).toBe('video');
    expect(read('filter_post_type=answer').postType).toBe('any');
    expect(read('filter_post_type=').postType).toBe('any');
  });

  it('reads safe search as a form field (true, 1, on) and Original Posts as post_role=original', () => {
    for (const on of ['true', '1', 'on', 'TRUE']) expect(read(`filter_nsfw=${on}`).safeSearch).toBe(true);
    for (const off of ['false', '0', '', 'maybe']) expect(read(`filter_nsfw=${off}`).safeSearch).toBe(false);
    expect(read('post_role=original').original).toBe(true);
    expect(read('post_role=any').original).toBe(false);
  });

  it('maps the page to the API: recent → CREATED_DESC, else top; the type in lowercase', () => {
    expect(siteSearchRequest(SEARCH_DEFAULTS)).toEqual({ sort: 'top', post_type: 'any', post_role: 'any', filter_nsfw: 'false' });
    const all: SearchFilters = { sort: 'recent', postType: 'quote', original: true, safeSearch: true };
    expect(siteSearchRequest(all, { offset: 20, limit: 10 })).toEqual({
      sort: 'CREATED_DESC',
      post_type: 'quote',
      post_role: 'original',
      filter_nsfw: 'true',
      next_offset: 20,
      limit: 10,
    });
    // What the page sends is what the server's schema takes.
    expect(SiteSearchQuerySchema.parse(siteSearchRequest(all))).toEqual({
      sort: 'CREATED_DESC',
      post_type: 'QUOTE',
      post_role: 'ORIGINAL',
      filter_nsfw: true,
    });
    expect(SiteSearchQuerySchema.parse(siteSearchRequest(SEARCH_DEFAULTS)).sort).toBe('TOP');
  });

  it('writes the page address with the filters that are not defaults, in a fixed order, and reads it back', () => {
    expect(searchPagePath('cats')).toBe('/search/cats');
    expect(searchPagePath('black cats/dogs')).toBe('/search/black%20cats%2Fdogs');
    const all: SearchFilters = { sort: 'recent', postType: 'photo', original: true, safeSearch: true };
    expect(searchPagePath('cats', all)).toBe(
      '/search/cats?sort=recent&filter_post_type=photo&post_role=original&filter_nsfw=true',
    );
    expect(read(searchFiltersQuery(all).slice(1))).toEqual(all);
    expect(searchFiltersQuery(SEARCH_DEFAULTS)).toBe('');
    expect(isDefaultSearch(SEARCH_DEFAULTS)).toBe(true);
    expect(isDefaultSearch({ ...SEARCH_DEFAULTS, safeSearch: true })).toBe(false);
  });
});
