import { buildSavePayload, normalizeTags } from './build-payload';
import { textToParagraphs } from './body-html';
import { EMPTY_FIELDS } from './field-specs';
import { shouldShowSaveToast } from './toast-rule';

describe('textToParagraphs', () => {
  it('escapes and wraps each line', () => {
    expect(textToParagraphs('Hello <b>world</b>\r\n\nTom & "Jerry"')).toBe(
      '<p>Hello &lt;b&gt;world&lt;/b&gt;</p><p>Tom &amp; &quot;Jerry&quot;</p>',
    );
    expect(textToParagraphs('  \n ')).toBe('');
  });
});

describe('normalizeTags', () => {
  it('trims, drops hashes and empties', () => {
    expect(normalizeTags(' cats, #dogs ,, birds ')).toBe('cats,dogs,birds');
  });
});

describe('buildSavePayload', () => {
  it('builds a text post', () => {
    expect(
      buildSavePayload({
        type: 'text',
        blog: 'alice',
        base: '/dashboard',
        fields: { ...EMPTY_FIELDS, title: ' Hi ', body: 'a<b\nc', tags: 'x, y' },
      }),
    ).toEqual({
      channel_id: 'alice',
      'post[type]': 'regular',
      'post[one]': 'Hi',
      'post[two]': '<p>a&lt;b</p><p>c</p>',
      'post[state]': '0',
      'post[tags]': 'x,y',
      editor_type: 'rich',
      context_page: 'dashboard',
      'is_rich_text[one]': '0',
      'is_rich_text[two]': '1',
      'is_rich_text[three]': '0',
    });
  });

  it('maps quote, link and chat fields to their wire slots', () => {
    const quote = buildSavePayload({
      type: 'quote',
      blog: 'a',
      base: '/tagged/cats',
      fields: { ...EMPTY_FIELDS, quote: 'Q', source: 'S' },
    });
    expect(quote).toMatchObject({ 'post[type]': 'quote', 'post[one]': '<p>Q</p>', 'post[two]': 'S', context_page: 'tagged' });

    const link = buildSavePayload({
      type: 'link',
      blog: 'a',
      base: '/dashboard',
      fields: { ...EMPTY_FIELDS, url: 'https://x.com', title: 'T', description: 'D' },
    });
    expect(link).toMatchObject({
      'post[type]': 'link',
      'post[one]': 'T',
      'post[two]': 'https://x.com',
      'post[three]': '<p>D</p>',
    });

    const chat = buildSavePayload({
      type: 'chat',
      blog: 'a',
      base: '/dashboard',
      fields: { ...EMPTY_FIELDS, title: 'T', chat: 'A: hi\r\nB: yo' },
    });
    expect(chat).toMatchObject({ 'post[type]': 'conversation', 'post[one]': 'T', 'post[two]': 'A: hi\nB: yo' });
    expect(chat).not.toHaveProperty('post[three]');
  });
});

describe('shouldShowSaveToast', () => {
  const base = { isEdit: false, isReblog: false, fromFastCompose: false, base: '/dashboard' };
  it('stays quiet for a new post outside fast compose and tagged pages', () => {
    expect(shouldShowSaveToast(base)).toBe(false);
  });
  it('shows it from fast compose, on tagged pages, for edits and reblogs', () => {
    expect(shouldShowSaveToast({ ...base, fromFastCompose: true })).toBe(true);
    expect(shouldShowSaveToast({ ...base, base: '/tagged/cats' })).toBe(true);
    expect(shouldShowSaveToast({ ...base, isEdit: true })).toBe(true);
    expect(shouldShowSaveToast({ ...base, isReblog: true })).toBe(true);
  });
});
