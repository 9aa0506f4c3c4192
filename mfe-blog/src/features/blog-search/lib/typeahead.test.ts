import { BLOG_SEARCH } from '@dash/shared-contracts';
import { matchTags, moveActive } from './typeahead';

describe('matchTags', () => {
  const tags = ['cats', 'Cat Pictures', 'dogs', 'concatenate', 'art'];

  it('keeps the tags that contain the term, case-insensitively, in the server’s order', () => {
    expect(matchTags(tags, 'CAT')).toEqual(['cats', 'Cat Pictures', 'concatenate']);
    expect(matchTags(tags, ' #dog ')).toEqual(['dogs']);
    expect(matchTags(tags, 'zzz')).toEqual([]);
  });

  it('matches every tag for an empty term, at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) => `tag${i}`);
    expect(matchTags(many, '')).toEqual(many.slice(0, BLOG_SEARCH.typeaheadMax));
    expect(matchTags(many, 'tag')).toHaveLength(20);
    expect(matchTags(many, 'tag2')).toEqual(['tag2', ...Array.from({ length: 10 }, (_, i) => `tag2${i}`)]);
  });
});

describe('moveActive', () => {
  it('moves through the options and back to the input (-1), wrapping', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
