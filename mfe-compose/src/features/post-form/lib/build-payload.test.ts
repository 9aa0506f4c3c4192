import { buildSavePayload, contextPageOf, normalizeTags, type PayloadInput } from './build-payload';
import { EMPTY_FIELDS, emptyDraft, type PostFields } from './field-specs';

function payload(type: PayloadInput['type'], fields: Partial<PostFields>, extra: Partial<PayloadInput> = {}) {
  return buildSavePayload({
    type,
    mode: 'new',
    isReblog: false,
    blog: 'alice',
    base: '/dashboard',
    draft: { ...emptyDraft('rich'), fields: { ...EMPTY_FIELDS, ...fields } },
    originalState: null,
    ...extra,
  });
}

describe('normalizeTags and contextPageOf', () => {
  it('trims, drops hashes and empties', () => {
    expect(normalizeTags(' cats, #dogs ,, birds ')).toBe('cats,dogs,birds');
  });
  it('takes the first segment of the base route', () => {
    expect(contextPageOf('/tagged/cats')).toBe('tagged');
    expect(contextPageOf('/dashboard')).toBe('dashboard');
    expect(contextPageOf('/')).toBe('dashboard');
  });
});

describe('buildSavePayload (spec 1 §7)', () => {
  it('builds a new text post with every common field', () => {
    expect(
      payload('text', { title: ' Hi ', body: '<p>a</p>', tags: 'x, #y', sourceUrl: ' example.com ', slug: ' my-post ' }),
    ).toEqual({
      channel_id: 'alice',
      'post[type]': 'regular',
      'post[one]': 'Hi',
      'post[two]': '<p>a</p>',
      'post[three]': '',
      'is_rich_text[one]': '0',
      'is_rich_text[two]': '1',
      'is_rich_text[three]': '0',
      'post[state]': '0',
      'post[tags]': 'x,y',
      'post[source_url]': 'example.com',
      'post[slug]': 'my-post',
      editor_type: 'rich',
      context_page: 'dashboard',
    });
  });

  it('maps every type to its wire name and slots', () => {
    expect(payload('quote', { quote: '<p>Q</p>', source: 'S' })).toMatchObject({
      'post[type]': 'quote',
      'post[one]': '<p>Q</p>',
      'post[two]': 'S',
      'is_rich_text[one]': '1',
      'is_rich_text[two]': '0',
    });
    expect(
      payload('link', {
        url: 'https://x.com',
        title: 'T',
        description: '<p>D</p>',
        excerpt: 'E',
        author: 'A',
        thumbnail: 'https://x.com/t.png',
      }),
    ).toMatchObject({
      'post[type]': 'link',
      'post[one]': 'T',
      'post[two]': 'https://x.com',
      'post[three]': '<p>D</p>',
      'is_rich_text[three]': '1',
      excerpt: 'E',
      author: 'A',
      thumbnail: 'https://x.com/t.png',
    });
    expect(payload('chat', { title: 'T', chat: 'A: hi\r\nB: yo\n' })).toMatchObject({
      'post[type]': 'conversation',
      'post[one]': 'T',
      'post[two]': 'A: hi\nB: yo',
      'is_rich_text[two]': '0',
    });
    expect(payload('answer', { question: 'Why?', answer: '<p>Because</p>' })).toMatchObject({
      'post[type]': 'note',
      'post[one]': 'Why?',
      'post[two]': '<p>Because</p>',
      'is_rich_text[two]': '1',
    });
  });

  it('adds MEDIA entries and the caption for photo, audio and video', () => {
    const photo = payload(
      'photo',
      { caption: '<p>C</p>' },
      { mediaEntries: { 'images[o1]': 'm1', 'post[photoset_layout]': '1' } },
    );
    expect(photo).toMatchObject({
      'post[type]': 'photo',
      'post[two]': '<p>C</p>',
      'images[o1]': 'm1',
      'post[photoset_layout]': '1',
    });
    const audio = payload('audio', {}, { mediaEntries: { 'post[three]': 'https://x.com/a.mp3', confirm_tos: '1' } });
    expect(audio).toMatchObject({ 'post[type]': 'audio', 'post[three]': 'https://x.com/a.mp3', confirm_tos: '1' });
  });

  it('sends the state code, and publish_on as ISO for a schedule', () => {
    const local = '2026-12-01T09:30';
    const scheduled = payload(
      'text',
      { title: 'x' },
      { draft: { ...emptyDraft('markdown'), state: 'scheduled', publishOn: local, fields: { ...EMPTY_FIELDS, title: 'x' } } },
    );
    expect(scheduled['post[state]']).toBe('on.2');
    expect(scheduled['post[publish_on]']).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(scheduled.editor_type).toBe('markdown');
    for (const [state, code] of [
      ['draft', '1'],
      ['queued', '2'],
      ['private', 'private'],
    ] as const) {
      const p = payload('text', {}, { draft: { ...emptyDraft('rich'), state } });
      expect(p['post[state]']).toBe(code);
      expect(p).not.toHaveProperty('post[publish_on]');
    }
  });

  it('names the post on edit', () => {
    const edit = payload('link', { url: 'https://x.com' }, { mode: 'edit', postId: '42', originalState: 'draft' });
    expect(edit).toMatchObject({ post_id: '42', edit_post_id: '42', remove_thumbnail: '1' });
    expect(edit).not.toHaveProperty('is_reblog');
  });

  it('sends only the comment and the reblog fields on reblog', () => {
    const reblog = payload(
      'photo',
      { comment: '<p>So good</p>', caption: 'ignored' },
      {
        mode: 'reblog',
        isReblog: true,
        reblog: { postId: '7', key: 'abc' },
        base: '/tagged/cats',
        mediaEntries: { 'images[o1]': 'x' },
      },
    );
    expect(reblog).toMatchObject({
      'post[type]': 'photo',
      'post[one]': '',
      'post[two]': '<p>So good</p>',
      'is_rich_text[two]': '1',
      is_reblog: '1',
      reblog_key: 'abc',
      reblog_post_id: '7',
      context_page: 'tagged',
    });
    expect(reblog).not.toHaveProperty('images[o1]');
    expect(reblog).not.toHaveProperty('post_id');
  });
});
