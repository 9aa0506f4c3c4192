import { ALT_TEXT } from '@dash/shared-contracts';
import { AppError } from './app-error';
import { altTextOf, cleanAltText } from './alt-text';
import { sanitizePostHtml } from './sanitize';

describe('altTextOf (issue 13)', () => {
  it('keeps plain text exactly as typed, trimmed', () => {
    expect(altTextOf('  Tom & Jerry <3, a literal &amp; too ')).toBe('Tom & Jerry <3, a literal &amp; too');
    expect(altTextOf('Line one\r\nline two')).toBe('Line one\nline two');
  });

  it('reduces markup to its text: tags dropped, scripts and styles with their contents, entities decoded once', () => {
    expect(altTextOf('<b>A cat</b> on a <i>keyboard</i>')).toBe('A cat on a keyboard');
    expect(altTextOf('<script>alert(1)</script>A <img src=x onerror=alert(1)>dog')).toBe('A dog');
    expect(altTextOf('<p>Fish &amp; chips &lt;b&gt;</p>')).toBe('Fish & chips <b>');
  });

  it('removes control characters but keeps tabs and line breaks', () => {
    expect(altTextOf('a\u0000b\u0007c\u001bd\u007fe\u0085f\tg\nh')).toBe('abcdef\tg\nh');
  });
});

describe('cleanAltText', () => {
  it('reads absent as empty and accepts exactly 1,000 characters', () => {
    expect(cleanAltText(undefined, 'alt')).toBe('');
    expect(cleanAltText('x'.repeat(ALT_TEXT.max), 'alt')).toHaveLength(ALT_TEXT.max);
  });

  it('refuses 1,001 characters once cleaned, with the limit in words and the field named', () => {
    const error = (() => {
      try {
        cleanAltText(`${'x'.repeat(ALT_TEXT.max + 1)}  `, 'alt[o1]');
      } catch (err) {
        return err;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, message: ALT_TEXT.tooLong, field: 'alt[o1]' });
    // Markup does not count: its text does.
    expect(cleanAltText(`<b>${'x'.repeat(ALT_TEXT.max)}</b>`, 'alt')).toHaveLength(ALT_TEXT.max);
  });
});

describe('alt of inline images in post HTML', () => {
  it('keeps alt as plain text: markup inside it reduced to its text, what is left escaped', () => {
    expect(sanitizePostHtml('<p><img src="https://x.test/a.png" alt=" A &lt;b&gt;bold&lt;/b&gt; cat "></p>')).toBe(
      '<p><img src="https://x.test/a.png" alt="A bold cat" /></p>',
    );
    expect(sanitizePostHtml('<img src="https://x.test/a.png" alt="&quot;&gt;&lt;script&gt;x">')).toBe(
      '<img src="https://x.test/a.png" alt="&quot;&gt;" />',
    );
    expect(sanitizePostHtml('<img src="https://x.test/a.png" alt="Tom & Jerry <3">')).toBe(
      '<img src="https://x.test/a.png" alt="Tom &amp; Jerry &lt;3" />',
    );
    expect(sanitizePostHtml('<img src="https://x.test/a.png">')).toBe('<img src="https://x.test/a.png" />');
  });

  it('refuses an alt over 1,000 characters, naming the field', () => {
    const html = `<img src="https://x.test/a.png" alt="${'y'.repeat(ALT_TEXT.max + 1)}">`;
    expect(() => sanitizePostHtml(html, 'post[two]')).toThrow(ALT_TEXT.tooLong);
    expect(sanitizePostHtml(`<img src="https://x.test/a.png" alt="${'y'.repeat(ALT_TEXT.max)}">`)).toContain(
      `alt="${'y'.repeat(ALT_TEXT.max)}"`,
    );
  });
});
