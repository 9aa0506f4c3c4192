import type { Box } from '../lib/place-popover';

/**
 * The dim glass over the page with the step's anchor cut out and ringed (spec 3 §2 screen 19 "dim
 * glass"). It takes every pointer event, the cut-out's too: the tour is modal, and its OK button is
 * the way on. `opacity` follows the page's scroll (spec 3 §4).
 */
export function TourGlass({ spotlight, opacity }: { spotlight: Box | null; opacity: number }) {
  return (
    <div className="shell-tour__glass" style={{ opacity }} aria-hidden="true" data-testid="tour-glass">
      {spotlight ? (
        <div
          className="shell-tour__spotlight"
          style={{ top: spotlight.top, left: spotlight.left, width: spotlight.width, height: spotlight.height }}
        />
      ) : (
        <div className="shell-tour__dim" />
      )}
    </div>
  );
}
