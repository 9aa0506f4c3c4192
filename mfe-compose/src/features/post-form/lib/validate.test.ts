import { EMPTY_FIELDS } from './field-specs';
import { isValidUrl, validatePost } from './validate';

const fields = (extra: Partial<typeof EMPTY_FIELDS>) => ({ ...EMPTY_FIELDS, ...extra });

describe('validatePost', () => {
  it('text needs a title or a body', () => {
    expect(validatePost('text', fields({}))).toBe('Post body empty.');
    expect(validatePost('text', fields({ title: '  ', body: '\n' }))).toBe('Post body empty.');
    expect(validatePost('text', fields({ title: 'Hello' }))).toBeNull();
    expect(validatePost('text', fields({ body: 'Hello' }))).toBeNull();
  });

  it('quote needs a quote', () => {
    expect(validatePost('quote', fields({ source: 'me' }))).toBe('No quote.');
    expect(validatePost('quote', fields({ quote: 'To be' }))).toBeNull();
  });

  it('link needs a valid url', () => {
    expect(validatePost('link', fields({ title: 'x' }))).toBe('No url.');
    expect(validatePost('link', fields({ url: 'example.com' }))).toBe('Not a valid URL');
    expect(validatePost('link', fields({ url: 'https://example.com/a?b=c#d' }))).toBeNull();
  });

  it('chat needs lines', () => {
    expect(validatePost('chat', fields({ title: 'x' }))).toBe('No chat.');
    expect(validatePost('chat', fields({ chat: 'A: hi' }))).toBeNull();
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
