import { GUIDE_POSITION_ERROR, POPOVER_SHIFT_ERROR, assertGuidePosition, assertPopoverShift } from './popover';

describe('popover shift (spec 1 §5, spec 3 §5)', () => {
  it('accepts an object with numeric x and y', () => {
    expect(assertPopoverShift({ x: 0, y: 8 })).toEqual({ x: 0, y: 8 });
    expect(assertPopoverShift({ x: -3.5, y: 0, extra: 'ignored' })).toEqual({ x: -3.5, y: 0 });
  });

  it.each([null, undefined, 8, '8', { x: 1 }, { y: 1 }, { x: '1', y: 2 }, { x: 1, y: NaN }, { x: Infinity, y: 0 }, [1, 2]])(
    'rejects %p with the spec error',
    (shift) => {
      expect(() => assertPopoverShift(shift)).toThrow(
        new Error('Popover shift needs to be: {Object} => x: {Number}, y: {Number}'),
      );
      expect(POPOVER_SHIFT_ERROR).toBe('Popover shift needs to be: {Object} => x: {Number}, y: {Number}');
    },
  );
});

describe('guide positions (spec 3 §5)', () => {
  it.each(['top', 'bottom', 'left', 'right', 'center'])('accepts %s', (position) => {
    expect(assertGuidePosition(position)).toBe(position);
  });
  it.each(['middle', '', null, 3])('refuses %p', (position) => {
    expect(() => assertGuidePosition(position)).toThrow(GUIDE_POSITION_ERROR);
  });
});
