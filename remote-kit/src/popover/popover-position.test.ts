import { computePopoverPosition, VIEWPORT_MARGIN } from './popover-position';

const viewport = { width: 1024, height: 768 };
const size = { width: 320, height: 400 };

test('centres the popover under its anchor', () => {
  const pos = computePopoverPosition({ top: 6, left: 500, width: 40, height: 40 }, size, viewport);
  expect(pos.left).toBe(500 + 20 - 160);
  expect(pos.top).toBe(6 + 40 + 8);
  expect(pos.maxHeight).toBe(768 - pos.top - VIEWPORT_MARGIN);
});

test('stays at least 10 px inside both horizontal edges', () => {
  expect(computePopoverPosition({ top: 6, left: 1000, width: 40, height: 40 }, size, viewport).left).toBe(1024 - 320 - 10);
  expect(computePopoverPosition({ top: 6, left: 0, width: 20, height: 40 }, size, viewport).left).toBe(10);
});

test('a narrow window keeps the left edge at the margin', () => {
  expect(
    computePopoverPosition({ top: 6, left: 300, width: 40, height: 40 }, { width: 355, height: 300 }, { width: 375, height: 667 })
      .left,
  ).toBe(10);
});

test('an anchor near the bottom does not push the popover off screen', () => {
  const pos = computePopoverPosition({ top: 740, left: 100, width: 40, height: 20 }, size, viewport);
  expect(pos.top + pos.maxHeight).toBeLessThanOrEqual(768 - VIEWPORT_MARGIN);
  expect(pos.top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
});
