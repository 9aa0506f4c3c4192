import { BLOG_SEARCH } from '@dash/shared-contracts';
import { fakePost } from '../../../test/fixtures';
import { DEFAULT_FILTERS, canLoadMore, resultsEnded, searchQuery, searchableTerm, startResults, withPage } from './search-model';

describe('searchQuery', () => {
  it('sends the model’s defaults: newest first, any type and role, safe search off, 10 a page', () => {
    expect(searchQuery(DEFAULT_FILTERS, 0)).toEqual({
      next_offset: 0,
      limit: BLOG_SEARCH.limit,
      sort: 'CREATED_DESC',
      post_type: 'ANY',
      post_role: 'ANY',
      filter_nsfw: false,
    });
  });

  it('maps the filters: Top posts, a type, original posts only, safe search', () => {
    expect(searchQuery({ sort: 'POPULARITY_DESC', postType: 'PHOTO', originalOnly: true, safeSearch: true }, 20, 5)).toEqual({
      next_offset: 20,
      limit: 5,
      sort: 'POPULARITY_DESC',
      post_type: 'PHOTO',
      post_role: 'ORIGINAL',
      filter_nsfw: true,
    });
  });
});

describe('searchableTerm', () => {
  it('is null for an empty term (an empty term does nothing)', () => {
    for (const text of ['', '   ', '\n\t']) expect(searchableTerm(text)).toBeNull();
  });

  it('trims and cuts to the server’s limit', () => {
    expect(searchableTerm('  cats  ')).toBe('cats');
    expect(searchableTerm('x'.repeat(BLOG_SEARCH.termMax + 10))).toHaveLength(BLOG_SEARCH.termMax);
  });
});

describe('paging', () => {
  const page = (ids: string[], next: number) => ({ posts: ids.map((id) => fakePost(id)), next_offset: next });

  it('appends pages by next_offset and stops when it is negative', () => {
    let state = startResults('cats');
    expect([resultsEnded(state), canLoadMore(state)]).toEqual([false, true]);
    state = withPage(state, page(['9', '8'], 2));
    expect(state).toMatchObject({ nextOffset: 2, loading: false, error: null });
    expect(canLoadMore(state)).toBe(true);
    // A post already shown (the blog posted meanwhile) is not shown twice.
    state = withPage(state, page(['8', '7'], -1));
    expect(state.posts.map((p) => p.id)).toEqual(['9', '8', '7']);
    expect([resultsEnded(state), canLoadMore(state)]).toEqual([true, false]);
  });

  it('reads any negative next_offset as the end; waits while loading or after an error', () => {
    expect(withPage(startResults('x'), page([], -7)).nextOffset).toBe(BLOG_SEARCH.end);
    expect(canLoadMore({ ...startResults('x'), loading: true })).toBe(false);
    expect(canLoadMore({ ...startResults('x'), error: 'Nope' })).toBe(false);
  });
});
