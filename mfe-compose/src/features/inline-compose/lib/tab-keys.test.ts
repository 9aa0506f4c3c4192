import { tabKeyTarget } from './tab-keys';

describe('tabKeyTarget (ARIA tabs)', () => {
  it('moves forward and back with wrapping, Home and End jump', () => {
    expect(tabKeyTarget('ArrowRight', 6, 7)).toBe(0);
    expect(tabKeyTarget('ArrowDown', 2, 7)).toBe(3);
    expect(tabKeyTarget('ArrowLeft', 0, 7)).toBe(6);
    expect(tabKeyTarget('ArrowUp', 3, 7)).toBe(2);
    expect(tabKeyTarget('Home', 4, 7)).toBe(0);
    expect(tabKeyTarget('End', 1, 7)).toBe(6);
  });
  it('leaves other keys alone', () => {
    expect(tabKeyTarget('Enter', 1, 7)).toBeNull();
    expect(tabKeyTarget('a', 1, 7)).toBeNull();
  });
});
