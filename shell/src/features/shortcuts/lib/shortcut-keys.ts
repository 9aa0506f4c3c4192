export type ShortcutAction = 'next' | 'previous' | 'like' | 'reblog' | 'share' | 'top' | 'open-blog' | 'help';

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Spec 3 §9 "Keyboard shortcuts", in the order the help overlay lists them. */
export const SHORTCUTS: ReadonlyArray<{ key: string; label: string; action: ShortcutAction; description: string }> = [
  { key: 'j', label: 'j', action: 'next', description: 'Next post' },
  { key: 'k', label: 'k', action: 'previous', description: 'Previous post' },
  { key: 'l', label: 'l', action: 'like', description: 'Like' },
  { key: 'r', label: 'r', action: 'reblog', description: 'Reblog' },
  { key: 's', label: 's', action: 'share', description: 'Share' },
  { key: '.', label: '. (period)', action: 'top', description: 'Scroll to top' },
  { key: 'Enter', label: 'Enter', action: 'open-blog', description: 'Open blog' },
  { key: '?', label: '? (shift + /)', action: 'help', description: 'Show keyboard shortcuts' },
];

/**
 * The action of a key press, or null. Never with ctrl, meta or alt (those belong to the browser,
 * the system and the editor). Shift is allowed because "?" needs it; "J" is not "j".
 */
export function shortcutFor(event: ShortcutKeyEvent): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return SHORTCUTS.find((s) => s.key === event.key)?.action ?? null;
}
