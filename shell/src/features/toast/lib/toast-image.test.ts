import { toastImageUrl } from './toast-image';

describe('toastImageUrl', () => {
  it('keeps same-origin paths, http(s) URLs and data images', () => {
    expect(toastImageUrl('/media/avatars/bob-128.jpg')).toBe('/media/avatars/bob-128.jpg');
    expect(toastImageUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(toastImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(toastImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('drops anything else', () => {
    for (const url of [
      undefined,
      '',
      'javascript:alert(1)',
      '//evil.test/a.png',
      '/\\evil.test',
      'data:text/html,<b>',
      'ftp://x/a.png',
    ])
      expect(toastImageUrl(url)).toBeNull();
  });
});
