import type { PostType } from '@dash/shared-contracts';

/** Simple line icons for the seven post types (decorative: the tile's label names it). */
const PATHS: Record<PostType, string> = {
  text: 'M5 6h14M5 10h14M5 14h10M5 18h8',
  photo: 'M4 6h16v12H4zM8 10.5a1.5 1.5 0 1 0 0.01 0M4 16l5-5 4 4 3-3 4 4',
  quote: 'M6 17c2-1 3-3 3-6H5V6h5v5c0 4-2 6-4 7zM15 17c2-1 3-3 3-6h-4V6h5v5c0 4-2 6-4 7z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  chat: 'M4 5h16v10H9l-5 4z',
  audio: 'M9 18V6l10-2v12M9 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 16a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  video: 'M4 7h11v10H4zM15 11l5-3v8l-5-3z',
};

export function PostTypeIcon({ type }: { type: PostType }) {
  return (
    <svg className="compose-tile-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
