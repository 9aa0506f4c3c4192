import { useEffect, useMemo } from 'react';
import type { SearchFilters } from '@dash/shared-contracts';
import { PostCard } from '@dash/post-kit';
import { AppLink } from '../../../components/app-link';
import { FeedStatusBar, useInfiniteScroll } from '../../feed';
import { searchableTerm, useSiteSearch } from '../hooks/use-site-search';
import { FILTER_LABELS, noResults, TERM_TOO_LONG } from '../lib/search-copy';
import { searchPageTitle } from '../lib/search-page-title';
import { MatchingBlogs } from './matching-blogs';
import { SearchFilterBar } from './search-filter-bar';
import { SearchForm } from './search-form';
import './search-page.css';
import { isDefaultSearch, readSearchFilters, searchPagePath } from '../../../lib/search-address';

export interface SearchRouteProps {
  /** The term ('' for /search without one). */
  term: string;
  /** The address's query ('' or '?…'): the filters. */
  query: string;
}

/** The route's page (its chunk's default export): the filters read from the address (spec 3 §2). */
export default function SearchRoute({ term, query }: SearchRouteProps) {
  const filters = useMemo(() => readSearchFilters(new URLSearchParams(query)), [query]);
  return <SearchPage term={term} filters={filters} />;
}

/**
 * The sitewide search page (issue 10): /search/{term} with its filters in the address. The server
 * renders the heading, the filters, the matching blogs and the first posts (read with JavaScript
 * off); the browser hydrates the same and loads the next pages as the reader scrolls.
 */
export function SearchPage({ term, filters }: { term: string; filters: SearchFilters }) {
  const title = searchPageTitle(term);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const valid = searchableTerm(term);
  const state = useSiteSearch(term, filters);
  useInfiniteScroll(valid && state.loaded && state.status === 'idle' && state.nextOffset !== null, state.loadMore);

  if (!term)
    return (
      <div className="shell-search-page">
        <h1 className="shell-feed__title">{title}</h1>
        <SearchForm filters={filters} />
      </div>
    );

  const empty = state.loaded && state.posts.length === 0 && state.status === 'end';
  return (
    <div className="shell-search-page">
      <h1 className="shell-feed__title">{title}</h1>
      {valid ? (
        <SearchFilterBar term={term} filters={filters} />
      ) : (
        <>
          <p className="shell-search-page__note" role="alert">
            {TERM_TOO_LONG}
          </p>
          <SearchForm filters={filters} initialTerm={term} />
        </>
      )}
      <MatchingBlogs blogs={state.blogs} />
      {valid ? (
        <section className="shell-search-page__results" aria-labelledby="shell-search-posts-title">
          <h2 id="shell-search-posts-title" className="shell-search-page__subtitle">
            Posts
          </h2>
          {empty ? (
            <div className="shell-feed__empty">
              <p>{noResults(term)}</p>
              {isDefaultSearch(filters) ? null : <AppLink href={searchPagePath(term)}>{FILTER_LABELS.clear}</AppLink>}
            </div>
          ) : (
            <div
              role="feed"
              aria-label={`Posts about ${term}`}
              aria-busy={state.status === 'loading'}
              className="shell-feed__list"
            >
              {state.posts.map((post, i) => (
                <PostCard key={post.id} post={post} position={i + 1} setSize={state.status === 'end' ? state.posts.length : -1} />
              ))}
            </div>
          )}
          <FeedStatusBar status={state.status} error={state.error} hasPosts={state.posts.length > 0} onRetry={state.loadMore} />
        </section>
      ) : null}
    </div>
  );
}
