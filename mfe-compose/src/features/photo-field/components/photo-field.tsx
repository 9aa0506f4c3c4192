import { useState } from 'react';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { movePhoto, type PhotoValue } from '../lib/photo-value';
import { LayoutPicker } from './layout-picker';
import { PhotoAddBar } from './photo-add-bar';
import { PhotoList } from './photo-list';
import './photo-field.css';

export interface PhotoFieldProps {
  value: PhotoValue;
  onChange(v: PhotoValue): void;
  maxPhotos: number;
  maxBytes: number;
}

/**
 * The photo post's photos: choose or drop files, add by image URL or from GIF search, then caption,
 * remove, sort and pick a photoset layout. Uploads start at once, one at a time.
 */
export function PhotoField({ value, onChange, maxPhotos, maxBytes }: PhotoFieldProps) {
  const photos = usePhotoUploads(value, onChange, { maxPhotos, maxBytes });
  const [dragOver, setDragOver] = useState(false);
  const full = value.photos.length >= maxPhotos;
  return (
    <div
      role="group"
      aria-label="Photos"
      className={`photo-field${dragOver ? ' photo-field--drop' : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length === 0) return;
        event.preventDefault();
        photos.addFiles(files);
      }}
    >
      <PhotoAddBar full={full} onFiles={photos.addFiles} onUrl={photos.addUrl} onGif={photos.addGif} />
      <p className="photo-field__hint">
        Or drop photos here. Up to {maxPhotos} photos: jpg, png or gif ({value.photos.length} of {maxPhotos}).
      </p>
      {photos.notices.length > 0 && (
        <div className="photo-field__notice" role="alert">
          {photos.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}
      {value.photos.length > 0 && (
        <PhotoList
          photos={value.photos}
          previews={photos.previews}
          onMove={(from, to) => photos.update((v) => movePhoto(v, from, to))}
          onCaption={(id, caption) =>
            photos.update((v) => ({ ...v, photos: v.photos.map((p) => (p.id === id ? { ...p, caption } : p)) }))
          }
          onAlt={(id, alt) => photos.update((v) => ({ ...v, photos: v.photos.map((p) => (p.id === id ? { ...p, alt } : p)) }))}
          onRemove={photos.remove}
        />
      )}
      <LayoutPicker
        count={value.photos.length}
        value={value.layout}
        onChange={(layout) => photos.update((v) => ({ ...v, layout }))}
      />
    </div>
  );
}
