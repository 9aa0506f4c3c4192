import { GUIDE_POSITION_ERROR, POPOVER_SHIFT_ERROR } from '@dash/shared-contracts/core';
import { placeGuidePopover, placeGuideSheet } from './place-popover';

const viewport = { width: 1440, height: 900 };
const popover = { width: 300, height: 160 };
// An anchor in the middle of the screen: every side has room.
const middle = { top: 400, left: 700, width: 40, height: 40 };

describe('placeGuidePopover: spec 3 §5 positions', () => {
  it('bottom: under the anchor, centred on it, the arrow on top pointing at its middle', () => {
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'bottom' })).toEqual({
      position: 'bottom',
      top: 452,
      left: 570,
      arrow: { side: 'top', offset: 150 },
    });
  });

  it('top: above the anchor, the arrow at the bottom', () => {
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'top' })).toEqual({
      position: 'top',
      top: 228,
      left: 570,
      arrow: { side: 'bottom', offset: 150 },
    });
  });

  it('left: beside the anchor, centred on it vertically, the arrow on the right', () => {
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'left' })).toEqual({
      position: 'left',
      top: 340,
      left: 388,
      arrow: { side: 'right', offset: 80 },
    });
  });

  it('right: beside the anchor, the arrow on the left', () => {
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'right' })).toEqual({
      position: 'right',
      top: 340,
      left: 752,
      arrow: { side: 'left', offset: 80 },
    });
  });

  it('center: the middle of the viewport, no arrow, whatever the anchor', () => {
    const centred = { position: 'center', top: 370, left: 570, arrow: null };
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'center' })).toEqual(centred);
    expect(placeGuidePopover({ anchor: null, popover, viewport, position: 'bottom' })).toEqual(centred);
  });

  it('flips to the opposite side when the wanted one has no room, and centres when neither has', () => {
    const nearTop = { top: 20, left: 700, width: 40, height: 40 };
    expect(placeGuidePopover({ anchor: nearTop, popover, viewport, position: 'top' }).position).toBe('bottom');
    const nearBottom = { top: 840, left: 700, width: 40, height: 40 };
    expect(placeGuidePopover({ anchor: nearBottom, popover, viewport, position: 'bottom' }).position).toBe('top');
    const nearLeft = { top: 400, left: 30, width: 40, height: 40 };
    expect(placeGuidePopover({ anchor: nearLeft, popover, viewport, position: 'left' }).position).toBe('right');
    const nearRight = { top: 400, left: 1380, width: 40, height: 40 };
    expect(placeGuidePopover({ anchor: nearRight, popover, viewport, position: 'right' }).position).toBe('left');
    const tall = { top: 100, left: 700, width: 40, height: 700 };
    expect(placeGuidePopover({ anchor: tall, popover, viewport, position: 'bottom' })).toMatchObject({
      position: 'center',
      arrow: null,
    });
  });
});

describe('placeGuidePopover: at least 10 px from the viewport edge (spec 3 §9)', () => {
  it('keeps a popover under an anchor at the right edge 10 px inside, its arrow still on the anchor', () => {
    // The account button in the header's top right corner.
    const account = { top: 8, left: 1390, width: 36, height: 36 };
    const placed = placeGuidePopover({ anchor: account, popover, viewport, position: 'bottom' });
    expect(placed.left).toBe(1440 - 10 - 300);
    expect(placed.top).toBe(56);
    expect(placed.arrow).toEqual({ side: 'top', offset: 1408 - 1130 });
  });

  it('keeps it 10 px from the left edge, and the arrow 18 px from its corner at most', () => {
    const logo = { top: 8, left: 0, width: 4, height: 36 };
    const placed = placeGuidePopover({ anchor: logo, popover, viewport, position: 'bottom' });
    expect(placed.left).toBe(10);
    expect(placed.arrow).toEqual({ side: 'top', offset: 18 });
  });

  it('keeps it 10 px from the top and bottom edges for a side position', () => {
    const high = { top: 0, left: 700, width: 40, height: 20 };
    expect(placeGuidePopover({ anchor: high, popover, viewport, position: 'right' }).top).toBe(10);
    const low = { top: 880, left: 700, width: 40, height: 20 };
    expect(placeGuidePopover({ anchor: low, popover, viewport, position: 'left' }).top).toBe(900 - 10 - 160);
  });

  it('a popover too big for the viewport starts 10 px from the top left', () => {
    const placed = placeGuidePopover({
      anchor: null,
      popover: { width: 500, height: 500 },
      viewport: { width: 390, height: 400 },
      position: 'center',
    });
    expect(placed).toMatchObject({ top: 10, left: 10 });
  });

  it('counts a wanted side as fitting only with the 10 px kept', () => {
    // 10 + 160 + 12 = 182: an anchor at 182 leaves exactly the room above; at 181 it does not.
    expect(placeGuidePopover({ anchor: { ...middle, top: 182 }, popover, viewport, position: 'top' }).position).toBe('top');
    expect(placeGuidePopover({ anchor: { ...middle, top: 181 }, popover, viewport, position: 'top' }).position).toBe('bottom');
  });
});

describe('placeGuidePopover: the shift (spec 3 §5)', () => {
  it('moves the popover by x and y before the edges are kept', () => {
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'bottom', shift: { x: -20, y: 6 } })).toEqual({
      position: 'bottom',
      top: 458,
      left: 550,
      arrow: { side: 'top', offset: 170 },
    });
    expect(placeGuidePopover({ anchor: middle, popover, viewport, position: 'bottom', shift: { x: -5000, y: 0 } }).left).toBe(10);
  });

  it.each([null, 5, 'x', [1, 2], { x: 1 }, { x: '1', y: 2 }, { x: 1, y: NaN }])('refuses %p with the spec error', (shift) => {
    expect(() => placeGuidePopover({ anchor: middle, popover, viewport, position: 'bottom', shift })).toThrow(
      new Error('Popover shift needs to be: {Object} => x: {Number}, y: {Number}'),
    );
    expect(POPOVER_SHIFT_ERROR).toBe('Popover shift needs to be: {Object} => x: {Number}, y: {Number}');
  });

  it('refuses a position that is not one of the five', () => {
    expect(() => placeGuidePopover({ anchor: middle, popover, viewport, position: 'middle' })).toThrow(GUIDE_POSITION_ERROR);
  });
});

describe('placeGuideSheet: a phone (390 px)', () => {
  const phone = { width: 390, height: 844 };
  const sheet = { width: 370, height: 220 };
  it('sits at the bottom, 10 px from the edges, with no arrow', () => {
    const chooser = { top: 70, left: 0, width: 390, height: 90 };
    expect(placeGuideSheet({ anchor: chooser, popover: sheet, viewport: phone })).toEqual({
      position: 'bottom',
      top: 844 - 10 - 220,
      left: 10,
      arrow: null,
    });
  });
  it('goes to the center when a bottom sheet would cover the anchor', () => {
    const low = { top: 700, left: 0, width: 390, height: 60 };
    expect(placeGuideSheet({ anchor: low, popover: sheet, viewport: phone })).toEqual({
      position: 'center',
      top: 312,
      left: 10,
      arrow: null,
    });
  });
});
