import type { MouseEvent } from 'react';

/**
 * True when a click on a link should stay inside the single-page app: a plain primary-button click
 * on a same-window link. Modified clicks (new tab, new window, download) keep the browser's default.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}
