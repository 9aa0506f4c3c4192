import { TOUR_ANCHORS } from './tour-steps';

export interface FoundAnchor {
  element: HTMLElement;
  /** `menu`: the step's own anchor is behind the phone's closed Menu, which stands in for it. */
  via: 'self' | 'menu';
}

const shows = (element: Element): boolean => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};

/**
 * The element a step points at, or null when it is not in the page: absent (the remote has no such
 * widget, or the user no such feature), failed (its slot shows the remote's failure notice) or not
 * drawn. An anchor in the phone's collapsed header menu is stood in for by the Menu button.
 */
export function findAnchor(selector: string, root: ParentNode = document): FoundAnchor | null {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element || !element.isConnected) return null;
  if (element.closest('[data-remote-state="failed"]')) return null;
  if (shows(element)) return { element, via: 'self' };
  if (!element.closest('#shell-header-nav')) return null;
  const menu = root.querySelector<HTMLElement>(TOUR_ANCHORS.menu);
  return menu && shows(menu) ? { element: menu, via: 'menu' } : null;
}
