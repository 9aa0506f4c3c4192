import {
  SITE_SEARCH_DEFAULTS,
  readSiteSearchFilters,
  readSiteSearchTerm,
  siteSearchFields,
  siteSearchSortCode,
  siteSearchTermUrl,
  siteSearchUrl,
} from './site-search';

const params = (query: string) => new URLSearchParams(query);

describe('site search parameters (spec 3 §2, §9)', () => {
  it('defaults to filter_nsfw false, sort top and filter_post_type any', () => {
    expect(SITE_SEARCH_DEFAULTS).toEqual({ filter_nsfw: false, sort: 'top', filter_post_type: 'any' });
    expect(readSiteSearchFilters(params(''))).toEqual(SITE_SEARCH_DEFAULTS);
    expect(siteSearchFields(SITE_SEARCH_DEFAULTS)).toEqual([
      ['filter_nsfw', 'false'],
      ['sort', 'top'],
      ['filter_post_type', 'any'],
    ]);
  });

  it('maps recent to CREATED_DESC and anything else to top', () => {
    expect(siteSearchSortCode('recent')).toBe('CREATED_DESC');
    for (const other of ['top', 'RECENT', '', null, undefined, 'popular'])
      expect(siteSearchSortCode(other)).toBe('POPULARITY_DESC');
    expect(readSiteSearchFilters(params('sort=recent')).sort).toBe('recent');
    expect(readSiteSearchFilters(params('sort=sideways')).sort).toBe('top');
  });

  it('reads the post type in any case and sends it in lower case; unknown types are any', () => {
    expect(readSiteSearchFilters(params('filter_post_type=PHOTO')).filter_post_type).toBe('photo');
    expect(readSiteSearchFilters(params('filter_post_type=original')).filter_post_type).toBe('original');
    expect(readSiteSearchFilters(params('filter_post_type=answer')).filter_post_type).toBe('any');
    expect(siteSearchUrl('x', { ...SITE_SEARCH_DEFAULTS, filter_post_type: 'video' })).toContain('filter_post_type=video');
  });

  it('reads safe search from true or 1 only', () => {
    expect(readSiteSearchFilters(params('filter_nsfw=true')).filter_nsfw).toBe(true);
    expect(readSiteSearchFilters(params('filter_nsfw=1')).filter_nsfw).toBe(true);
    expect(readSiteSearchFilters(params('filter_nsfw=yes')).filter_nsfw).toBe(false);
  });

  it('submits to /search?q= and re-submits a filter to /search/{term}', () => {
    expect(siteSearchUrl('cats & dogs', SITE_SEARCH_DEFAULTS)).toBe(
      '/search?q=cats+%26+dogs&filter_nsfw=false&sort=top&filter_post_type=any',
    );
    expect(siteSearchTermUrl('cats/dogs', { filter_nsfw: true, sort: 'recent', filter_post_type: 'original' })).toBe(
      '/search/cats%2Fdogs?filter_nsfw=true&sort=recent&filter_post_type=original',
    );
  });

  it('reads the term from /search/{term} or from ?q= on /search, nothing elsewhere', () => {
    expect(readSiteSearchTerm('/search/cats%2Fdogs', params('q=ignored'))).toBe('cats/dogs');
    expect(readSiteSearchTerm('/search', params('q=owls'))).toBe('owls');
    expect(readSiteSearchTerm('/search/%E0%A4%A', params(''))).toBe('%E0%A4%A');
    expect(readSiteSearchTerm('/dashboard', params('q=owls'))).toBe('');
  });
});
