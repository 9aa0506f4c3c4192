import type { Photo, PostContent } from '@dash/shared-contracts';
import { photoRows } from '../../lib/photo-rows';
import { HtmlBlock } from '../html-block';

function PhotoImage({ photo, blogName, perRow }: { photo: Photo; blogName: string; perRow: number }) {
  const srcSet = [{ url: photo.url, width: photo.width }, ...photo.alt_sizes]
    .map((size) => `${size.url} ${size.width}w`)
    .join(', ');
  return (
    <img
      className="shell-photo"
      src={photo.url}
      srcSet={srcSet}
      sizes={`(max-width: 540px) ${Math.round(100 / perRow)}vw, ${Math.round(540 / perRow)}px`}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      alt={photo.caption.trim() || `Photo by ${blogName}`}
    />
  );
}

/** A photoset: rows follow the layout digits ("12" = one photo, then a row of two). */
export function PhotoContent({ content, blogName }: { content: PostContent; blogName: string }) {
  const rows = photoRows(content.photos ?? [], content.layout);
  return (
    <>
      <div className="shell-photoset">
        {rows.map((row, r) => (
          <div key={r} className="shell-photoset__row" data-count={row.length}>
            {row.map((photo, i) => (
              <PhotoImage key={`${photo.url}-${i}`} photo={photo} blogName={blogName} perRow={row.length} />
            ))}
          </div>
        ))}
      </div>
      {content.caption && <HtmlBlock html={content.caption} className="shell-post__html shell-post__caption" />}
    </>
  );
}
