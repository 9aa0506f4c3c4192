import { lazy, Suspense } from 'react';
import type { PhotoFieldProps } from './photo-field';

// The photo field brings drag-to-sort (@dnd-kit) and the GIF search: only photo forms load it.
const PhotoField = lazy(() =>
  import(/* webpackChunkName: "photo-field" */ './photo-field').then((m) => ({ default: m.PhotoField })),
);

/** The photo field as its own chunk, with a short status while it loads. */
export function LazyPhotoField(props: PhotoFieldProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="compose-media-loading">
          Loading the photo tools…
        </p>
      }
    >
      <PhotoField {...props} />
    </Suspense>
  );
}
