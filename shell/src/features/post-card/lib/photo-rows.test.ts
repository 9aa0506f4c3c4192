import { photoRows } from './photo-rows';

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
