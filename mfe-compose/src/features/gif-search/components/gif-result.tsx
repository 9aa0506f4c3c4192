import type { GifMedia } from '@dash/shared-contracts';
import { GIF_SEARCH } from '../lib/constants';
import { attributionUrl, visibleTags } from '../lib/gif-text';
import { thumbnailHeight } from '../lib/grid-layout';

export interface GifResultProps {
  gif: GifMedia;
  index: number;
  active: boolean;
  selected: boolean;
  loading: boolean;
  onChoose(index: number): void;
  onFocusIndex(index: number): void;
}

/** One GIF: a button to choose it (roving tabindex), its tags and the attribution link. */
export function GifResult({ gif, index, active, selected, loading, onChoose, onFocusIndex }: GifResultProps) {
  const tags = visibleTags(gif.postTags);
  const name = tags.length > 0 ? `GIF: ${tags.join(', ')}` : `GIF by ${gif.rootBlog}`;
  return (
    <div className="gif-search__result" style={{ width: GIF_SEARCH.thumbnailWidth }}>
      <button
        type="button"
        className="gif-search__choose"
        data-index={index}
        tabIndex={active ? 0 : -1}
        aria-label={name}
        aria-pressed={selected}
        aria-busy={loading || undefined}
        onClick={() => onChoose(index)}
        onFocus={() => onFocusIndex(index)}
      >
        <img src={gif.mediaUrl} alt="" width={GIF_SEARCH.thumbnailWidth} height={thumbnailHeight(gif)} loading="lazy" />
      </button>
      {tags.length > 0 && (
        <ul className="gif-search__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <a
        className="gif-search__attribution"
        href={attributionUrl(window.location.origin, gif.rootPostUrlHash)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Originally posted by {gif.rootBlog}
      </a>
    </div>
  );
}
