import { EMBED_SERVICES, isEmbedServiceUrl, matchEmbedService } from './embed-services';

it.each([
  ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['HTTPS://M.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
  ['https://dai.ly/x7tgad0', 'dailymotion', 'x7tgad0'],
  ['https://open.spotify.com/intl-de/episode/abc123', 'spotify', 'episode'],
  ['/p/2s', 'dash', '2s'],
  ['http://localhost:8080/blog/alex/post/12', 'dash', ''],
])('matches %s', (url, name, first) => {
  const m = matchEmbedService(url);
  expect(m?.service.name).toBe(name);
  expect(m?.groups[0]).toBe(first);
  expect(isEmbedServiceUrl(url)).toBe(true);
});

it.each([['https://soundcloud.com/a/b'], ['https://youtube.com/watch?v=short'], ['javascript:alert(1)']])(
  'does not match %s',
  (url) => {
    expect(matchEmbedService(url)).toBeNull();
    expect(isEmbedServiceUrl(url)).toBe(false);
  },
);

it('lists the services in matching order', () => {
  expect(EMBED_SERVICES.map((s) => s.name)).toEqual(['youtube', 'vimeo', 'dailymotion', 'spotify', 'dash']);
});
