import { EMPTY_FIELDS } from './field-specs';
import { applyOpenGraph } from './og-prefill';

const og = {
  url: 'https://x.com',
  title: 'Page <title>',
  excerpt: 'About & more',
  author: 'Ann',
  thumbnail: 'https://x.com/t.png',
};

describe('applyOpenGraph', () => {
  it('fills the untouched link fields', () => {
    const fields = applyOpenGraph({ ...EMPTY_FIELDS, url: 'https://x.com' }, new Set(), og);
    expect(fields).toMatchObject({
      url: 'https://x.com',
      title: 'Page <title>',
      description: '<p>About &amp; more</p>',
      excerpt: 'About & more',
      author: 'Ann',
      thumbnail: 'https://x.com/t.png',
    });
  });

  it('never overwrites what the user typed', () => {
    const fields = applyOpenGraph(
      { ...EMPTY_FIELDS, title: 'Mine', description: '' },
      new Set(['title', 'description'] as const),
      og,
    );
    expect(fields.title).toBe('Mine');
    expect(fields.description).toBe('');
    expect(fields.author).toBe('Ann');
  });

  it("replaces an earlier page's values when the URL changes", () => {
    const first = applyOpenGraph(EMPTY_FIELDS, new Set(), og);
    const second = applyOpenGraph(first, new Set(), { ...og, title: 'Other', thumbnail: null, excerpt: '' });
    expect(second).toMatchObject({ title: 'Other', thumbnail: '', excerpt: '', description: '' });
  });
});
