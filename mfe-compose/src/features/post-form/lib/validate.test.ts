import { EMPTY_FIELDS, emptyDraft, type PostDraft, type PostFields } from './field-specs';
import { isValidUrl, validatePost, type ValidationInput } from './validate';

function input(
  type: ValidationInput['type'],
  fields: Partial<PostFields> = {},
  extra: Partial<ValidationInput> = {},
): ValidationInput {
  const draft: PostDraft = { ...emptyDraft('rich'), fields: { ...EMPTY_FIELDS, ...fields } };
  return { type, mode: 'new', isReblog: false, draft, originalState: null, openGraphLoading: false, mediaError: null, ...extra };
}

describe('validatePost per type (spec 1 §5)', () => {
  it('text needs a title or a body, unless it is a reblog', () => {
    expect(validatePost(input('text'))).toEqual(['Post body empty.']);
    expect(validatePost(input('text', { title: '  ', body: '<p><br></p>' }))).toEqual(['Post body empty.']);
    expect(validatePost(input('text', { title: 'Hello' }))).toEqual([]);
    expect(validatePost(input('text', { body: '<p>Hello</p>' }))).toEqual([]);
    expect(validatePost(input('text', { body: '<figure><img src="/media/a.png"></figure>' }))).toEqual([]);
    expect(validatePost(input('text', {}, { mode: 'reblog', isReblog: true }))).toEqual([]);
  });

  it('quote needs a quote', () => {
    expect(validatePost(input('quote', { source: 'me' }))).toEqual(['No quote.']);
    expect(validatePost(input('quote', { quote: '<p>To be</p>' }))).toEqual([]);
  });

  it('link: loading OpenGraph, then a url, then a valid one', () => {
    expect(validatePost(input('link', { url: 'https://x.com' }, { openGraphLoading: true }))).toEqual([
      'Loading OpenGraph data.',
    ]);
    expect(validatePost(input('link', { title: 'x' }))).toEqual(['No url.']);
    expect(validatePost(input('link', { url: 'example.com' }))).toEqual(['Not a valid URL']);
    expect(validatePost(input('link', { url: 'https://example.com/a?b=c#d' }))).toEqual([]);
  });

  it('chat needs lines; an answer needs its question and an answer', () => {
    expect(validatePost(input('chat', { title: 'x' }))).toEqual(['No chat.']);
    expect(validatePost(input('chat', { chat: 'A: hi' }))).toEqual([]);
    expect(validatePost(input('answer', { answer: '<p>yes</p>' }))).toEqual(['Post question empty.']);
    expect(validatePost(input('answer', { question: 'Why?' }))).toEqual(['Write an answer first.']);
    expect(validatePost(input('answer', { question: 'Why?', answer: '<p><br></p>' }))).toEqual(['Write an answer first.']);
    expect(validatePost(input('answer', { question: 'Why?', answer: '<p>Because.</p>' }))).toEqual([]);
  });

  it('adds what MEDIA says about photo, audio and video, but not for reblogs', () => {
    expect(validatePost(input('photo', {}, { mediaError: 'No photos specified.' }))).toEqual(['No photos specified.']);
    expect(validatePost(input('video', {}, { mediaError: 'No video specified.', isReblog: true, mode: 'reblog' }))).toEqual([]);
  });

  it('refuses pending inline images in any rich field', () => {
    expect(validatePost(input('text', { body: '<p>a</p><img src="blob:http://x/1">' }))).toEqual([
      'There are still pending images.',
    ]);
    expect(
      validatePost(
        input('photo', { caption: '<img src="data:image/png;base64,AAA">' }, { mediaError: 'There are still pending images.' }),
      ),
    ).toEqual(['There are still pending images.']);
  });
});

describe('validatePost states', () => {
  it('refuses an unknown state and unapproved/transcoding unless the post already is', () => {
    const bad = input('text', { title: 'x' });
    expect(validatePost({ ...bad, draft: { ...bad.draft, state: 'nonsense' as never } })).toEqual(['Invalid "state" value']);
    expect(validatePost({ ...bad, draft: { ...bad.draft, state: 'unapproved' } })).toEqual(['Invalid "state" value']);
    expect(validatePost({ ...bad, draft: { ...bad.draft, state: 'transcoding' }, originalState: 'transcoding' })).toEqual([]);
  });

  it('a schedule needs a date and time', () => {
    const base = input('text', { title: 'x' });
    expect(validatePost({ ...base, draft: { ...base.draft, state: 'scheduled' } })).toEqual([
      'Choose a date and time to publish this post.',
    ]);
    expect(validatePost({ ...base, draft: { ...base.draft, state: 'scheduled', publishOn: '2026-12-01T09:30' } })).toEqual([]);
  });

  it('lists every broken rule at once', () => {
    const base = input('text', { body: '<img src="blob:x">' });
    expect(validatePost({ ...base, draft: { ...base.draft, state: 'scheduled' } })).toEqual([
      'Choose a date and time to publish this post.',
      'There are still pending images.',
    ]);
  });
});

describe('isValidUrl', () => {
  it.each([
    'http://example.com',
    'https://sub.example.co.uk/path/to?x=1&y=2#frag',
    'http://localhost:8080/dashboard',
    'https://127.0.0.1:3000',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (url) => expect(isValidUrl(url)).toBe(true));

  it.each([
    'ftp://example.com',
    'example.com',
    'http://',
    'http://exa mple.com',
    'javascript:alert(1)',
    'http://999.1.1.1',
    'http://example.com:123456',
  ])('rejects %s', (url) => expect(isValidUrl(url)).toBe(false));
});
