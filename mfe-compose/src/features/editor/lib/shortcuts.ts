/** What a toolbar button or a shortcut does (the formats of spec 1 §3 plus the spec's extras). */
export type EditorAction =
  | 'bold'
  | 'italic'
  | 'headline'
  | 'link'
  | 'strike'
  | 'ordered-list'
  | 'unordered-list'
  | 'blockquote'
  | 'clear-format'
  | 'pre'
  | 'superscript'
  | 'subscript'
  | 'small';

export interface EditorShortcut {
  action: EditorAction;
  /**
   * Quill matches a binding against KeyboardEvent.key or .which. Shifted digits report '@', '^',
   * '&'… as key on a US layout and other characters elsewhere, and alt+1 on a Mac reports '¡', so
   * digits and punctuation are bound by key code too.
   */
  keys: Array<string | number>;
  shiftKey?: boolean;
  altKey?: boolean;
  /** The combination after meta, as aria-keyshortcuts writes it ("Shift+2"). */
  combo: string;
}

/** Spec 1 §9 "Shortcuts"; meta is Cmd on a Mac and Ctrl elsewhere (Quill's shortKey). */
export const EDITOR_SHORTCUTS: readonly EditorShortcut[] = [
  { action: 'bold', keys: ['b', 'B'], combo: 'B' },
  { action: 'italic', keys: ['i', 'I'], combo: 'I' },
  { action: 'headline', keys: ['2', '@', 50], shiftKey: true, combo: 'Shift+2' },
  { action: 'link', keys: ['k', 'K'], combo: 'K' },
  { action: 'strike', keys: ['6', '^', 54], shiftKey: true, combo: 'Shift+6' },
  { action: 'ordered-list', keys: ['7', '&', 55], shiftKey: true, combo: 'Shift+7' },
  { action: 'unordered-list', keys: ['8', '*', 56], shiftKey: true, combo: 'Shift+8' },
  { action: 'blockquote', keys: ['9', '(', 57], shiftKey: true, combo: 'Shift+9' },
  { action: 'clear-format', keys: ['0', ')', 48], shiftKey: true, combo: 'Shift+0' },
  { action: 'pre', keys: ['1', '¡', 49], altKey: true, combo: 'Alt+1' },
  { action: 'superscript', keys: ['.', 190], combo: '.' },
  { action: 'subscript', keys: [',', 188], combo: ',' },
  // 189 in most browsers, 173 in Firefox; '_' is shift+minus on a US layout.
  { action: 'small', keys: ['-', '_', 189, 173], shiftKey: true, combo: 'Shift+-' },
];

export function isMacPlatform(): boolean {
  // The same test Quill uses for shortKey, so labels and bindings always agree.
  return typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);
}

/** aria-keyshortcuts value of an action ("Meta+Shift+2" on a Mac, "Control+Shift+2" elsewhere). */
export function ariaKeyShortcut(action: EditorAction, mac = isMacPlatform()): string | undefined {
  const shortcut = EDITOR_SHORTCUTS.find((entry) => entry.action === action);
  if (!shortcut) return undefined;
  return `${mac ? 'Meta' : 'Control'}+${shortcut.combo}`;
}

/** Human text for a tooltip ("⌘⇧2" style is avoided: screen readers read words). */
export function shortcutHint(action: EditorAction, mac = isMacPlatform()): string {
  const shortcut = EDITOR_SHORTCUTS.find((entry) => entry.action === action);
  if (!shortcut) return '';
  const combo = shortcut.combo.replace('Shift+-', 'Shift+Minus');
  return `${mac ? 'Cmd' : 'Ctrl'}+${combo}`;
}
