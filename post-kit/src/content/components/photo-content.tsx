import type { Photo, PostContent } from '@dash/shared-contracts';
import { photoRows, photoSizes } from '../lib/photo-rows';
import { fallbackSrcSet, photoSources } from '../lib/photo-sources';
import { HtmlBlock } from '../../components/html-block';

/**
 * One photo: a <picture> with AVIF and WebP sources when the server stored them, the JPEG as the
 * <img> fallback (a plain <img> for older photos and GIFs). Width and height reserve the space before
 * the bytes arrive. The page's first image is fetched first (fetchpriority=high, not lazy: it is the
 * likely LCP element); every other photo loads lazily.
 */
function PhotoImage({ photo, alt, perRow, first }: { photo: Photo; alt: string; perRow: number; first: boolean }) {
  const sizes = photoSizes(perRow);
  const img = (
    <img
      className="pk-photo"
      src={photo.url}
      srcSet={fallbackSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      alt={alt}
    />
  );
  const sources = photoSources(photo);
  if (sources.length === 0) return img;
  return (
    <picture className="pk-photo-frame">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/**
 * A photoset: rows follow the layout digits ("12" = one photo, then a row of two). `firstOnPage` marks
 * the post holding the page's first image (PostCard position 1): its first photo is fetched first.
 */
export function PhotoContent({
  content,
  blogName,
  firstOnPage = false,
}: {
  content: PostContent;
  blogName: string;
  firstOnPage?: boolean;
}) {
  const rows = photoRows(content.photos ?? [], content.layout);
  return (
    <>
      <div className="pk-photoset">
        {rows.map((row, r) => (
          <div key={r} className="pk-photoset__row" data-count={row.length}>
            {row.map((photo, i) => (
              <PhotoImage
                key={`${photo.url}-${i}`}
                photo={photo}
                alt={photo.caption.trim() || `Photo by ${blogName}`}
                perRow={row.length}
                first={firstOnPage && r === 0 && i === 0}
              />
            ))}
          </div>
        ))}
      </div>
      {content.caption && <HtmlBlock html={content.caption} className="pk-post__html pk-post__caption" />}
    </>
  );
}
