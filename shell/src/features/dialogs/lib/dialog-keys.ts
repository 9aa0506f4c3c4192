import type { DialogResult } from './dialog-queue';

/** Spec 1 §9 "Dialog defaults: confirm by enter, close by space; tab and escape on." */
export const DIALOG_KEY_DEFAULTS = { confirmByEnter: true, closeBySpace: true, tab: true, escape: true } as const;

export interface DialogKeyContext {
  /** The answers of the buttons in DOM order (cancel first when there is one, confirm last). */
  buttons: readonly DialogResult[];
  /** Index in `buttons` of the focused button, or -1 when focus is on none of them. */
  focused: number;
  /** What the escape button answers (cancel, or confirm for a one-button alert). */
  escape: DialogResult;
}

export type DialogKeyAction = { type: 'press'; result: DialogResult } | { type: 'focus'; index: number } | null;

/**
 * Spec 1 §2: "Tab, enter or space select the focused button; escape presses the escape button."
 * - Tab / Shift+Tab move between the buttons and wrap (focus stays trapped in the dialog).
 * - Enter and Space press the focused button. The confirm button has initial focus, so Enter
 *   confirms by default; with focus on no button Enter confirms and Space closes (cancel).
 * - Escape presses the escape button.
 */
export function dialogKeyAction(key: string, shiftKey: boolean, context: DialogKeyContext): DialogKeyAction {
  const { buttons, focused } = context;
  const confirmIndex = buttons.indexOf('confirm');
  if (key === 'Tab' && DIALOG_KEY_DEFAULTS.tab) {
    const count = buttons.length;
    if (count === 0) return null;
    const from = focused < 0 ? (shiftKey ? 0 : count - 1) : focused;
    return { type: 'focus', index: (from + (shiftKey ? count - 1 : 1)) % count };
  }
  if (key === 'Escape' && DIALOG_KEY_DEFAULTS.escape) return { type: 'press', result: context.escape };
  if (key === 'Enter') {
    const pressed = buttons[focused];
    if (pressed) return { type: 'press', result: pressed };
    return DIALOG_KEY_DEFAULTS.confirmByEnter && confirmIndex >= 0 ? { type: 'press', result: 'confirm' } : null;
  }
  if (key === ' ' || key === 'Spacebar') {
    const pressed = buttons[focused];
    if (pressed) return { type: 'press', result: pressed };
    return DIALOG_KEY_DEFAULTS.closeBySpace ? { type: 'press', result: context.escape } : null;
  }
  return null;
}
