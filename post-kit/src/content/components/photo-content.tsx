import type { Photo, PostContent } from '@dash/shared-contracts';
import { describeImage } from '@dash/shared-contracts/core';
// The badge alone, not remote-kit's index (its lifecycles are no business of the shell's first page).
import { AltBadge } from '@dash/remote-kit/src/alt-text/alt-badge';
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
 * Each photo's alt is the one its poster wrote, else "Photo 2 of 4 by {blogName}" (issue 13; the
 * blog is the post's or the trail entry's); a written alt also gets the ALT badge over its corner.
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
  const photos = content.photos ?? [];
  const rows = photoRows(photos, content.layout);
  const startOf = rows.map((_, r) => rows.slice(0, r).reduce((sum, row) => sum + row.length, 0));
  return (
    <>
      <div className="pk-photoset">
        {rows.map((row, r) => (
          <div key={r} className="pk-photoset__row" data-count={row.length}>
            {row.map((photo, i) => (
              <div key={`${photo.url}-${i}`} className="pk-photo-cell">
                <PhotoImage
                  photo={photo}
                  alt={describeImage(photo.alt, { index: (startOf[r] ?? 0) + i, count: photos.length, by: blogName })}
                  perRow={row.length}
                  first={firstOnPage && r === 0 && i === 0}
                />
                <AltBadge alt={photo.alt} />
              </div>
            ))}
          </div>
        ))}
      </div>
      {content.caption && <HtmlBlock html={content.caption} imageBy={blogName} className="pk-post__html pk-post__caption" />}
    </>
  );
}
