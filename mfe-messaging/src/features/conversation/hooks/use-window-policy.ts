import { useEffect } from 'react';
import { useMessagingSettings } from '../../../lib/server-data';
import { windowStore, type WindowPolicy } from '../state/window-store';

/** A window is 320 px wide with a 12 px gap; the dock keeps 16 px from the right edge. */
const WINDOW_SPACE_PX = 332;
const DOCK_MARGIN_PX = 16;
/** Side by side, at most this many windows are open; the rest are minimised tabs. */
export const MAX_SIDE_BY_SIDE = 3;

/** How many windows may be open on a viewport this wide, with multiple windows on (one under 480 px). */
export function windowPolicy(multipleWindows: boolean, minimize: boolean, viewportWidth: number): WindowPolicy {
  if (!multipleWindows || viewportWidth < 480) return { maxOpen: 1, minimize };
  const fit = Math.floor((viewportWidth - DOCK_MARGIN_PX) / WINDOW_SPACE_PX);
  return { maxOpen: Math.min(MAX_SIDE_BY_SIDE, Math.max(1, fit)), minimize };
}

/**
 * Keeps the window store's policy in step with the server data's minimise flag, the user's
 * multiple-windows setting and the viewport (spec 2 §1 "whether multiple conversation windows may
 * be open at once is also a setting", §4 "Minimise").
 */
export function useWindowPolicy(): void {
  const { multipleWindows, features } = useMessagingSettings();
  const minimize = features.minimize;
  useEffect(() => {
    const apply = () => windowStore.setPolicy(windowPolicy(multipleWindows, minimize, window.innerWidth));
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [multipleWindows, minimize]);
}
