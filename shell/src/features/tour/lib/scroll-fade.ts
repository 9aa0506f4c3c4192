import { TOUR } from './tour-constants';

/**
 * The dim glass's opacity once the page has moved from `startY` to `y` (spec 3 §4: the tour hides when
 * scrolling fades the glass out completely): 1 where the step opened, 0 at `distance` either way.
 */
export function glassOpacity(startY: number, y: number, distance: number = TOUR.fadeDistancePx): number {
  if (distance <= 0) return 0;
  const left = 1 - Math.abs(y - startY) / distance;
  return Math.round(Math.min(1, Math.max(0, left)) * 1000) / 1000;
}

export const fadedOut = (opacity: number): boolean => opacity <= 0;
