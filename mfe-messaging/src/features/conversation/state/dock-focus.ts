import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { focusableIn } from '@dash/remote-kit';

/** A window's focusable elements: a minimised window is itself one button. */
function focusablesOf(win: HTMLElement): HTMLElement[] {
  if (win.matches('button, a[href]')) return [win];
  return focusableIn(win).filter((el) => !el.hasAttribute('disabled'));
}

/**
 * Tab / Shift+Tab across the conversation windows as one group (spec 2 screen 7): from the last
 * focusable of one window to the first of the next window, and back. The dock's children are its
 * windows in visual order (left to right). Returns true when it moved focus.
 */
export function moveFocusAcrossWindows(event: ReactKeyboardEvent<HTMLElement>, dock: HTMLElement | null): boolean {
  if (event.key !== 'Tab' || !dock || event.altKey || event.ctrlKey || event.metaKey) return false;
  const active = document.activeElement as HTMLElement | null;
  const windows = Array.from(dock.children) as HTMLElement[];
  const index = windows.findIndex((w) => active !== null && (w === active || w.contains(active)));
  const current = windows[index];
  if (!current || !active) return false;
  const items = focusablesOf(current);
  const atEdge = event.shiftKey
    ? active === current || active === items[0]
    : active === items[items.length - 1] || (items.length === 0 && active === current);
  if (!atEdge) return false;
  const step = event.shiftKey ? -1 : 1;
  for (let i = index + step; i >= 0 && i < windows.length; i += step) {
    const target = windows[i];
    if (!target) continue;
    const targetItems = focusablesOf(target);
    const next = event.shiftKey ? targetItems[targetItems.length - 1] : targetItems[0];
    if (next) {
      event.preventDefault();
      next.focus();
      return true;
    }
  }
  return false; // the first or last window: focus leaves the group the usual way
}
