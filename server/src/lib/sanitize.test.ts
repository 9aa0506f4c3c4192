import { EMBED_SANDBOX, OWN_EMBED_SANDBOX } from '@dash/shared-contracts';
import { htmlToText, isBlankHtml, plainText, sanitizePostHtml } from './sanitize';

describe('iframes in post HTML (issue 7, defect 4)', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ?si=x',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://www.dailymotion.com/embed/video/x7tgad0',
    'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
  ])('keeps the known player %s, with the server sandbox whatever was sent', (src) => {
    const html = sanitizePostHtml(`<iframe src="${src}" width="5" sandbox="allow-top-navigation" allow="camera"></iframe>`);
    expect(html).toBe(`<iframe src="${src.replace('&', '&amp;')}" width="5" sandbox="${EMBED_SANDBOX}"></iframe>`);
  });

  it('keeps own relative embeds with a sandbox that has no scripts', () => {
    expect(sanitizePostHtml('<iframe src="/media/v/clip.mp4"></iframe>')).toBe(
      `<iframe src="/media/v/clip.mp4" sandbox="${OWN_EMBED_SANDBOX}"></iframe>`,
    );
  });

  it.each([
    ['an unknown host', '<iframe src="https://evil.example/embed/x"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>'],
    ['http (players are https)', '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
    ['data:', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['protocol-relative', '<iframe src="//evil.example/embed/x"></iframe>'],
    ['a path climbing out of /embed', '<iframe src="/embed/../svc/session"></iframe>'],
    ['no src', '<iframe width="5"></iframe>'],
  ])('drops %s, with its content', (_name, html) => {
    expect(sanitizePostHtml(`<p>a</p>${html.replace('></iframe>', '>inside</iframe>')}`)).toBe('<p>a</p>');
  });

  it('drops srcdoc from a kept player', () => {
    expect(sanitizePostHtml('<iframe src="https://player.vimeo.com/video/1" srcdoc="<b>x</b>"></iframe>')).not.toContain(
      'srcdoc',
    );
  });
});

describe('plain text (issue 7, defect 10)', () => {
  it('keeps what was typed, trimmed: no escaping, tags stay literal', () => {
    expect(plainText('  Tom & Jerry <3  ')).toBe('Tom & Jerry <3');
    expect(plainText('<b>x</b>')).toBe('<b>x</b>');
  });

  it('reads HTML as text with entities decoded once', () => {
    expect(htmlToText('<p>Fish &amp; chips &lt;3</p><script>x()</script>')).toBe('Fish & chips <3');
    expect(isBlankHtml('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><iframe src="https://player.vimeo.com/video/1"></iframe></p>')).toBe(false);
  });
});
