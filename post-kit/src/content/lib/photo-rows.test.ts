import { photoRows, photoSizes } from './photo-rows';

describe('photoRows', () => {
  it('follows the layout digits', () => {
    expect(photoRows(['a', 'b', 'c'], '12')).toEqual([['a'], ['b', 'c']]);
    expect(photoRows(['a', 'b', 'c', 'd', 'e', 'f'], '231')).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
  });

  it('puts one photo per row without a layout and never drops photos', () => {
    expect(photoRows(['a', 'b'], undefined)).toEqual([['a'], ['b']]);
    expect(photoRows(['a', 'b', 'c'], '2')).toEqual([['a', 'b'], ['c']]);
    expect(photoRows(['a'], '3')).toEqual([['a']]);
    expect(photoRows(['a', 'b'], 'x0')).toEqual([['a'], ['b']]);
  });
});

describe('photoSizes', () => {
  it('matches the card: the full viewport up to 540px, then 540px shared by the row with 4px gaps', () => {
    expect(photoSizes(1)).toBe('(max-width: 540px) 100vw, 540px');
    expect(photoSizes(2)).toBe('(max-width: 540px) calc((100vw - 4px) / 2), 268px');
    expect(photoSizes(3)).toBe('(max-width: 540px) calc((100vw - 8px) / 3), 178px');
  });
});
