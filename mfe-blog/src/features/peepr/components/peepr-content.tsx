import { useId, useMemo, useRef, useState } from 'react';
import { useBlogHeader } from '../../blog-header';
import { BlogHeaderCard } from '../../blog-header';
import { themedColours, themedColourVars } from '../../blog-header';
import { PostList } from '../../blog-posts';
import { BlogSearchBar, SearchNoResults, useBlogSearch, type SearchStart } from '../../blog-search';

/** Header card then posts, on the blog's own background (lazy chunk). */
export function PeeprContent({
  name,
  postId,
  search: start,
  onNavigate,
}: {
  name: string;
  postId?: string;
  search?: SearchStart;
  onNavigate: (url: string) => void;
}) {
  const { state, retry } = useBlogHeader(name);
  // Search results replace the list while a search is shown (spec 3 §4 "Peepr posts").
  const search = useBlogSearch(name, start);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [singlePost, setSinglePost] = useState(postId);
  const titleId = useId();
  const theme = state.status === 'ready' ? state.blog.theme : undefined;
  // The posts' statuses, errors and buttons also sit on the theme background: same readable colours.
  const colours = useMemo(() => (theme ? themedColourVars(themedColours(theme)) : undefined), [theme]);

  return (
    <div ref={scrollRef} className="blog-peepr-scroll" style={{ ...colours, background: theme?.background_color }}>
      {state.status === 'loading' && (
        <p className="blog-status blog-status--header" role="status">
          Loading {name}'s blog…
        </p>
      )}
      {state.status === 'missing' && <p className="blog-empty blog-empty--header">This blog doesn't exist.</p>}
      {state.status === 'error' && (
        <div className="blog-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="blog-button blog-button--primary" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <BlogHeaderCard blog={state.blog} titleId={titleId} />
          <BlogSearchBar name={name} search={search} />
          <PostList
            key={search.term === null ? (singlePost ?? 'all') : `search-${search.generation}`}
            name={name}
            postId={search.term === null ? singlePost : undefined}
            subscribed={state.blog.is_subscribed}
            scrollContainer={scrollRef}
            onShowAll={() => setSinglePost(undefined)}
            onNavigate={onNavigate}
            source={search.results ?? undefined}
            emptyView={search.term === null ? undefined : <SearchNoResults term={search.term} />}
          />
        </>
      )}
    </div>
  );
}
