import type { PostType } from './constants';

/** The seven post types as the choosers name them, in the order the keyboard walks them. */
export const POST_TYPE_LABELS: Readonly<Record<PostType, string>> = {
  text: 'Text',
  photo: 'Photo',
  quote: 'Quote',
  link: 'Link',
  chat: 'Chat',
  audio: 'Audio',
  video: 'Video',
};

/**
 * The line icon of each post type (an SVG path on a 24×24 grid, stroked). The shell draws the
 * dashboard's chooser with them before the compose remote has loaded, so both look the same.
 */
export const POST_TYPE_ICON_PATHS: Readonly<Record<PostType, string>> = {
  text: 'M5 6h14M5 10h14M5 14h10M5 18h8',
  photo: 'M4 6h16v12H4zM8 10.5a1.5 1.5 0 1 0 0.01 0M4 16l5-5 4 4 3-3 4 4',
  quote: 'M6 17c2-1 3-3 3-6H5V6h5v5c0 4-2 6-4 7zM15 17c2-1 3-3 3-6h-4V6h5v5c0 4-2 6-4 7z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  chat: 'M4 5h16v10H9l-5 4z',
  audio: 'M9 18V6l10-2v12M9 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 16a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  video: 'M4 7h11v10H4zM15 11l5-3v8l-5-3z',
};
