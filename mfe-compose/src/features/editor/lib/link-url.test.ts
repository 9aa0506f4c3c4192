import { LINK_ERRORS, isAllowedLink, parseLinkInput, trimLinkInput, withScheme } from './link-url';

describe('link input', () => {
  it('is trimmed', () => {
    expect(trimLinkInput('  https://x.test/a  \n')).toBe('https://x.test/a');
  });

  it('gets http:// when it lacks ://', () => {
    expect(withScheme('example.com/a')).toBe('http://example.com/a');
    expect(withScheme(' www.example.com ')).toBe('http://www.example.com');
    expect(withScheme('//cdn.example.com/x')).toBe('http://cdn.example.com/x');
  });

  it('keeps addresses that have a scheme', () => {
    expect(withScheme('https://x.test')).toBe('https://x.test');
    expect(withScheme('tumblr://x-callback-url/blog')).toBe('tumblr://x-callback-url/blog');
    expect(withScheme('mailto:a@b.test')).toBe('mailto:a@b.test');
  });

  it('allows http, https, mailto and tumblr links', () => {
    expect(isAllowedLink('http://x.test')).toBe(true);
    expect(isAllowedLink('HTTPS://x.test')).toBe(true);
    expect(isAllowedLink('mailto:a@b.test')).toBe(true);
    expect(isAllowedLink('tumblr://x')).toBe(true);
    expect(isAllowedLink('ftp://x.test')).toBe(false);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
  });

  it('parses bubble input into an href or a clear error', () => {
    expect(parseLinkInput(' x.test ')).toEqual({ ok: true, href: 'http://x.test' });
    expect(parseLinkInput('   ')).toEqual({ ok: false, error: LINK_ERRORS.empty });
    expect(parseLinkInput('ftp://x.test')).toEqual({ ok: false, error: LINK_ERRORS.protocol });
    expect(parseLinkInput('javascript:alert(1)')).toEqual({ ok: false, error: LINK_ERRORS.protocol });
    expect(parseLinkInput('localhost:3000/a')).toEqual({ ok: true, href: 'http://localhost:3000/a' });
    expect(parseLinkInput('mailto:a@b.test')).toEqual({ ok: true, href: 'mailto:a@b.test' });
  });
});
