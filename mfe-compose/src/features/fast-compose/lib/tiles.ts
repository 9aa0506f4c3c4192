import type { PostType } from '@dash/shared-contracts';

export interface Tile {
  type: PostType;
  label: string;
}

/** The seven tiles, in the order the keyboard walks them. */
export const TILES: readonly Tile[] = [
  { type: 'text', label: 'Text' },
  { type: 'photo', label: 'Photo' },
  { type: 'quote', label: 'Quote' },
  { type: 'link', label: 'Link' },
  { type: 'chat', label: 'Chat' },
  { type: 'audio', label: 'Audio' },
  { type: 'video', label: 'Video' },
];
