import { altTextCounter, describeImage } from './alt-text';
import { ALT_TEXT } from './constants';
import { PostUpdateRequestSchema } from './requests/post';

describe('describeImage', () => {
  it('uses the written alt text, trimmed', () => {
    expect(describeImage('  A cat asleep on a keyboard ', { index: 0, count: 1, by: 'maya-draws' })).toBe(
      'A cat asleep on a keyboard',
    );
  });
  it('describes a photo of a set from what is known', () => {
    expect(describeImage('', { index: 1, count: 4, by: 'maya-draws' })).toBe('Photo 2 of 4 by maya-draws');
    expect(describeImage(undefined, { index: 0, count: 1, by: 'maya-draws' })).toBe('Photo by maya-draws');
    expect(describeImage('   ', { index: 0, count: 1, by: 'sam', kind: 'GIF' })).toBe('GIF by sam');
  });
});

describe('altTextCounter', () => {
  it('shows the characters left only near the limit', () => {
    expect(altTextCounter(10, ALT_TEXT)).toBeNull();
    expect(altTextCounter(900, ALT_TEXT)).toBe(100);
    expect(altTextCounter(1001, ALT_TEXT)).toBe(-1);
  });
});

describe('alt[<key>] in the post form', () => {
  it('accepts alt text up to 1,000 characters and refuses more in the field’s words', () => {
    const ok = PostUpdateRequestSchema.safeParse({ channel_id: 'a', images: { a1: 'u' }, alt: { a1: 'x'.repeat(1000) } });
    expect(ok.success).toBe(true);
    const long = PostUpdateRequestSchema.safeParse({ channel_id: 'a', 'alt[a1]': 'x'.repeat(1001) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['alt[a1]'], message: ALT_TEXT.tooLong });
  });
});
