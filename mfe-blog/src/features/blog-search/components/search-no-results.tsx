import { useRef } from 'react';
import { useFillHeight } from '../hooks/use-fill-height';

/** "Nothing here about %s." (spec 3 §8), filling the window below the header (spec 3 §2 item 4). */
export function SearchNoResults({ term }: { term: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const minHeight = useFillHeight(ref);
  return (
    <div ref={ref} className="blog-search-empty" style={{ minHeight }}>
      <p role="status">Nothing here about {term}.</p>
    </div>
  );
}
