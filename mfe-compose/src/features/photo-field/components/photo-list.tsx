import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PhotoItem } from '../lib/photo-value';
import { PhotoTile } from './photo-tile';

export interface PhotoListProps {
  photos: PhotoItem[];
  previews: Record<string, string>;
  onMove(from: number, to: number): void;
  onCaption(id: string, caption: string): void;
  onAlt(id: string, alt: string): void;
  onRemove(id: string): void;
}

/** The photos in order, sortable by pointer or keyboard (Space to lift, arrows to move, Space to drop). */
export function PhotoList({ photos, previews, onMove, onCaption, onAlt, onRemove }: PhotoListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState(false);
  const position = (id: string | number) => photos.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Over position ${position(over.id)}.` : undefined),
    onDragEnd: ({ over }) => (over ? `Dropped at position ${position(over.id)}.` : 'Dropped.'),
    onDragCancel: () => 'Moving cancelled.',
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    onMove(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setDragging(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(false)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a photo, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
        <ol
          className="photo-list"
          aria-label="Photos"
          // Escape while moving a photo cancels the move only: defaultPrevented tells the host form
          // not to close, and dnd-kit (listening on the document) still sees it.
          onKeyDown={(event) => {
            if (dragging && event.key === 'Escape') event.preventDefault();
          }}
        >
          {photos.map((photo, i) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              position={i + 1}
              preview={previews[photo.id]}
              onCaption={(caption) => onCaption(photo.id, caption)}
              onAlt={(alt) => onAlt(photo.id, alt)}
              onRemove={() => onRemove(photo.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
