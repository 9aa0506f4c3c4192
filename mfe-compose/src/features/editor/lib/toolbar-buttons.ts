import type { EditorAction } from './shortcuts';

export type ToolbarCommand = EditorAction | 'image' | 'divider' | 'read-more';

export interface ToolbarButtonSpec {
  command: ToolbarCommand;
  /** Accessible name (e2e tests find the buttons by it). */
  label: string;
  /** What sighted users see; hidden from assistive technology. */
  glyph: string;
  /** Toggle buttons report aria-pressed; the others open a bubble or insert something. */
  toggle: boolean;
}

/** The rich editor's toolbar, grouped: inline, blocks, inserts. */
export const TOOLBAR_BUTTONS: readonly ToolbarButtonSpec[] = [
  { command: 'bold', label: 'Bold', glyph: 'B', toggle: true },
  { command: 'italic', label: 'Italic', glyph: 'I', toggle: true },
  { command: 'strike', label: 'Strikethrough', glyph: 'S', toggle: true },
  { command: 'small', label: 'Small', glyph: 'ˢ', toggle: true },
  { command: 'superscript', label: 'Superscript', glyph: 'x²', toggle: true },
  { command: 'subscript', label: 'Subscript', glyph: 'x₂', toggle: true },
  { command: 'link', label: 'Link', glyph: '🔗', toggle: false },
  { command: 'headline', label: 'Headline', glyph: 'H', toggle: true },
  { command: 'blockquote', label: 'Blockquote', glyph: '❝', toggle: true },
  { command: 'ordered-list', label: 'Ordered list', glyph: '1.', toggle: true },
  { command: 'unordered-list', label: 'Unordered list', glyph: '•', toggle: true },
  { command: 'pre', label: 'Preformatted', glyph: '</>', toggle: true },
  { command: 'clear-format', label: 'Clear formatting', glyph: 'T̸', toggle: false },
  { command: 'image', label: 'Insert image', glyph: '🖼', toggle: false },
  { command: 'divider', label: 'Insert horizontal rule', glyph: '―', toggle: false },
  { command: 'read-more', label: 'Insert read more break', glyph: '⋯', toggle: false },
];
