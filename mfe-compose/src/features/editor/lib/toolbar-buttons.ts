import type { EditorAction } from './shortcuts';

export type ToolbarCommand = EditorAction | 'image' | 'divider' | 'read-more';

export interface ToolbarButtonSpec {
  command: ToolbarCommand;
  /** Accessible name (e2e tests find the buttons by it). */
  label: string;
  /** Path data of the 24×24 line icon sighted users see (hidden from assistive technology). */
  icon: string;
  /** Toggle buttons report aria-pressed; the others open a bubble or insert something. */
  toggle: boolean;
}

/** The rich editor's toolbar, grouped: inline, blocks, inserts. */
export const TOOLBAR_BUTTONS: readonly ToolbarButtonSpec[] = [
  { command: 'bold', label: 'Bold', icon: 'M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z', toggle: true },
  { command: 'italic', label: 'Italic', icon: 'M10 5h8M6 19h8M14 5l-4 14', toggle: true },
  {
    command: 'strike',
    label: 'Strikethrough',
    icon: 'M16.5 7.5C15.9 6 14.3 5 12 5 9.5 5 7.5 6.3 7.5 8.3c0 1.4.9 2.3 2.3 2.9M5 12h14M7.5 16.5C8.1 18 9.8 19 12 19c2.6 0 4.5-1.3 4.5-3.3 0-.7-.2-1.2-.6-1.7',
    toggle: true,
  },
  { command: 'small', label: 'Small', icon: 'M3 7h10M8 7v12M14 12h7M17.5 12v7', toggle: true },
  {
    command: 'superscript',
    label: 'Superscript',
    icon: 'M4 9l8 10M12 9l-8 10M15.5 6.2a1.9 1.9 0 1 1 3.4 1.4L15.5 11h4',
    toggle: true,
  },
  {
    command: 'subscript',
    label: 'Subscript',
    icon: 'M4 5l8 10M12 5l-8 10M15.5 15.2a1.9 1.9 0 1 1 3.4 1.4L15.5 20h4',
    toggle: true,
  },
  {
    command: 'link',
    label: 'Link',
    icon: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
    toggle: false,
  },
  { command: 'headline', label: 'Headline', icon: 'M6 5v14M18 5v14M6 12h12', toggle: true },
  {
    command: 'blockquote',
    label: 'Blockquote',
    icon: 'M5 17c2-1 3-3 3-6H5V7h4.5v4c0 3.5-1.8 5.5-4.5 6zM14 17c2-1 3-3 3-6h-3V7h4.5v4c0 3.5-1.8 5.5-4.5 6z',
    toggle: true,
  },
  {
    command: 'ordered-list',
    label: 'Ordered list',
    icon: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 15a1.5 1.5 0 1 1 2.6 1L4 19.5h3',
    toggle: true,
  },
  {
    command: 'unordered-list',
    label: 'Unordered list',
    icon: 'M10 6h10M10 12h10M10 18h10M4.2 6a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0M4.2 12a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0M4.2 18a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0',
    toggle: true,
  },
  { command: 'pre', label: 'Preformatted', icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 5l-4 14', toggle: true },
  { command: 'clear-format', label: 'Clear formatting', icon: 'M4 6h11M9.5 6v13M15 14l5 5M20 14l-5 5', toggle: false },
  {
    command: 'image',
    label: 'Insert image',
    icon: 'M4 6h16v12H4zM7 10a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M4 16l5-5 4 4 3-3 4 4',
    toggle: false,
  },
  { command: 'divider', label: 'Insert horizontal rule', icon: 'M3 12h18M7 7h10M7 17h10', toggle: false },
  {
    command: 'read-more',
    label: 'Insert read more break',
    icon: 'M4 6h16M4 18h16M6.2 12a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0M11.2 12a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0M16.2 12a.8.8 0 1 0 1.6 0a.8.8 0 1 0-1.6 0',
    toggle: false,
  },
];
