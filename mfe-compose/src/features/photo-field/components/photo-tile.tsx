import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { LIMITS } from '@dash/shared-contracts';
import { AltTextField } from '@dash/remote-kit';
import type { PhotoItem } from '../lib/photo-value';

export interface PhotoTileProps {
  photo: PhotoItem;
  /** 1-based position, used in every accessible name ("photo 2"). */
  position: number;
  preview?: string;
  onCaption(caption: string): void;
  onAlt(alt: string): void;
  onRemove(): void;
}

const GRIP = 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01';

function PhotoPlaceholderIcon({ failed }: { failed: boolean }) {
  const path = failed
    ? 'M4 6h16v12H4zM9.5 9.5l5 5M14.5 9.5l-5 5'
    : 'M4 6h16v12H4zM7 10a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M4 16l5-5 4 4 3-3 4 4';
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One photo: preview, progress or error, caption, its alt text (issue 13), remove, and the drag handle.
 * The alt field's wrapper is marked `data-alt-missing` while it is blank: the reminder's "Add" focuses
 * the first one.
 */
export function PhotoTile({ photo, position, preview, onCaption, onAlt, onRemove }: PhotoTileProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
  });
  const src = photo.url ?? photo.externalUrl ?? preview;
  const name = `photo ${position}`;
  // A refused or unreadable image shows a drawn placeholder, never the browser's broken-image icon.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && photo.status !== 'error' && brokenSrc !== src;
  return (
    <li
      ref={setNodeRef}
      className={`photo-tile${isDragging ? ' photo-tile--dragging' : ''}${photo.status === 'error' ? ' photo-tile--error' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="photo-tile__media">
        {showImage ? (
          <img src={src} alt={`Photo ${position}`} onError={() => setBrokenSrc(src ?? null)} />
        ) : (
          <span className="photo-tile__placeholder">
            <PhotoPlaceholderIcon failed={photo.status === 'error'} />
            Photo {position}
          </span>
        )}
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="photo-tile__handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={GRIP} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
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
        className="compose-input photo-tile__caption"
        aria-label={`Caption for ${name}`}
        placeholder="Caption"
        maxLength={LIMITS.photoCaption}
        value={photo.caption}
        onChange={(event) => onCaption(event.target.value.slice(0, LIMITS.photoCaption))}
      />
      <div className="photo-tile__alt" data-alt-missing={(photo.alt ?? '').trim() === '' ? 'true' : undefined}>
        <AltTextField value={photo.alt ?? ''} onChange={onAlt} label={`Alt text for ${name}`} />
      </div>
      <button
        type="button"
        className="compose-button compose-button--secondary photo-tile__remove"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
