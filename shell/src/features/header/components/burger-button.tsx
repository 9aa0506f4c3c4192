import type { Ref } from 'react';
import { preloadDrawer } from './lazy-drawer';

/** The mobile header's burger (spec 3 §2 screen 6): toggles the drawer, warming its chunk on approach. */
export function BurgerButton({
  ref,
  expanded,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  expanded: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="shell-header__phone shell-header__icon-button shell-header__burger"
      data-tour-anchor="menu"
      aria-label="Menu"
      aria-expanded={expanded}
      aria-controls={expanded ? 'shell-drawer' : undefined}
      onPointerEnter={preloadDrawer}
      onPointerDown={preloadDrawer}
      onFocus={preloadDrawer}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
      </svg>
    </button>
  );
}
