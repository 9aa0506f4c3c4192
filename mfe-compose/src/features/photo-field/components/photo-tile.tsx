import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { LIMITS } from '@dash/shared-contracts';
import type { PhotoItem } from '../lib/photo-value';

export interface PhotoTileProps {
  photo: PhotoItem;
  /** 1-based position, used in every accessible name ("photo 2"). */
  position: number;
  preview?: string;
  onCaption(caption: string): void;
  onRemove(): void;
}

/** One photo: preview, progress or error, caption, remove, and the drag handle. */
export function PhotoTile({ photo, position, preview, onCaption, onRemove }: PhotoTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
  });
  const src = photo.url ?? photo.externalUrl ?? preview;
  const name = `photo ${position}`;
  return (
    <li
      ref={setNodeRef}
      className={`photo-tile${isDragging ? ' photo-tile--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="photo-tile__media">
        {src ? <img src={src} alt={`Photo ${position}`} /> : <span className="photo-tile__placeholder">Photo {position}</span>}
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="photo-tile__handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
        >
          ⠿
        </button>
      </div>
      {photo.status === 'uploading' && (
        <div
          className="photo-tile__progress"
          role="progressbar"
          aria-label={`Upload progress for ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={photo.progress}
        >
          <span style={{ width: `${photo.progress}%` }} />
        </div>
      )}
      {photo.status === 'error' && (
        <p className="photo-tile__error" role="alert">
          {photo.error ?? 'Upload error'}
        </p>
      )}
      <input
        type="text"
        className="photo-tile__caption"
        aria-label={`Caption for ${name}`}
        placeholder="Caption"
        maxLength={LIMITS.photoCaption}
        value={photo.caption}
        onChange={(event) => onCaption(event.target.value.slice(0, LIMITS.photoCaption))}
      />
      <button type="button" className="photo-tile__remove" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}
