import { EMBED_FRAMES, EMBED_SANDBOX, OWN_EMBED_SANDBOX, sandboxForFrame } from './embed-frames';
import { matchEmbedService } from './embed-services';

describe('sandboxForFrame (issue 7, defect 4)', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ?si=x',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'HTTPS://PLAYER.VIMEO.COM/video/76979871',
    'https://www.dailymotion.com/embed/video/x7tgad0',
    'https://open.spotify.com/embed/episode/abc123#t=1',
    '  https://player.vimeo.com/video/1  ',
  ])('gives a known player %p the player sandbox', (src) => {
    expect(sandboxForFrame(src)).toBe(EMBED_SANDBOX);
  });

  it.each(['/embed/post/12', '/media/v/clip.mp4?t=3'])('gives own path %p the sandbox without scripts', (src) => {
    expect(sandboxForFrame(src)).toBe(OWN_EMBED_SANDBOX);
  });

  it.each([
    ['an unknown host', 'https://player.example.org/v/42'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'],
    ['a look-alike suffix', 'https://evilyoutube.com/embed/dQw4w9WgXcQ'],
    ['http (players are https)', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a YouTube page, not its player', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a short YouTube id', 'https://www.youtube.com/embed/short'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//www.youtube.com/embed/dQw4w9WgXcQ'],
    ['a path climbing out of /embed', '/embed/../svc/session'],
    ['a double slash in an own path', '/media/a//evil.example/x'],
    ['a backslash in an own path', '/embed/\\evil.example'],
    ['another own path', '/svc/session'],
    ['a space inside', 'https://player.vimeo.com/video/1 x'],
    ['empty', ''],
    ['nothing', undefined],
    ['null', null],
  ])('knows nothing of %s', (_name, src) => {
    expect(sandboxForFrame(src)).toBeNull();
  });

  it('never gives a same-origin frame scripts together with its origin', () => {
    expect(OWN_EMBED_SANDBOX).not.toMatch(/allow-scripts/);
    expect(EMBED_SANDBOX).not.toMatch(/allow-top-navigation|allow-forms|allow-modals/);
  });
});

describe('EMBED_FRAMES builds what it accepts', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['vimeo', 'https://vimeo.com/76979871'],
    ['dailymotion', 'https://dai.ly/x7tgad0'],
  ] as const)('%s', (name, url) => {
    const id = matchEmbedService(url)?.groups[0] ?? '';
    const src = EMBED_FRAMES[name].src(id);
    expect(EMBED_FRAMES[name].pattern.test(src)).toBe(true);
    expect(sandboxForFrame(src)).toBe(EMBED_SANDBOX);
  });

  it('spotify', () => {
    const [kind = '', id = ''] = matchEmbedService('https://open.spotify.com/intl-de/album/abc123')?.groups ?? [];
    expect(sandboxForFrame(EMBED_FRAMES.spotify.src(kind, id))).toBe(EMBED_SANDBOX);
  });
});
