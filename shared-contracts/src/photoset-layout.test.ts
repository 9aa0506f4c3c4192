import { defaultLayout, fitLayout, isValidLayout } from './photoset-layout';

describe('photoset layouts', () => {
  it('defaults to rows of three, 2+2 for four', () => {
    expect([0, 1, 2, 3, 4, 5, 7, 10].map(defaultLayout)).toEqual(['', '1', '2', '3', '22', '32', '322', '3322']);
  });
  it('checks rows of 1 to 3 that add up to the count', () => {
    expect(isValidLayout('12', 3)).toBe(true);
    expect(isValidLayout('4', 4)).toBe(false);
    expect(isValidLayout('12', 4)).toBe(false);
    expect(isValidLayout('', 1)).toBe(false);
  });
  it('keeps a layout that fits, else the default', () => {
    expect(fitLayout('21', 3)).toBe('21');
    expect(fitLayout('12', 4)).toBe('22');
  });
});
