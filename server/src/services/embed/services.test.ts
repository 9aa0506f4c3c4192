import { EMBED_SERVICE_PATTERNS, matchService } from './services';

it.each([
  ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['HTTPS://M.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://dai.ly/x7tgad0', 'dailymotion', 'x7tgad0'],
  ['https://open.spotify.com/intl-de/episode/abc123', 'spotify', 'episode'],
  ['/p/2s', 'dash', '2s'],
  ['http://localhost:8080/blog/alex/post/12', 'dash', ''],
])('matches %s', (url, name, first) => {
  const m = matchService(url);
  expect(m?.service.name).toBe(name);
  expect(m?.groups[0]).toBe(first);
});

it.each([['https://soundcloud.com/a/b'], ['https://youtube.com/watch?v=short'], ['javascript:alert(1)']])(
  'does not match %s',
  (url) => {
    expect(matchService(url)).toBeNull();
  },
);

it('exports the patterns as strings for clients', () => {
  expect(EMBED_SERVICE_PATTERNS.map((p) => p.name)).toEqual(['youtube', 'vimeo', 'dailymotion', 'spotify', 'dash']);
  expect(() => new RegExp(EMBED_SERVICE_PATTERNS[0]?.pattern ?? '', 'i')).not.toThrow();
});
