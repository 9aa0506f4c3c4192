import { API_ROUTES } from '@dash/shared-contracts';
import { fakeApi } from '@dash/remote-kit/src/testing';
import { resolveEmbed } from './resolve-embed';
import { EmbedError } from '../lib/embed-error';

const answer = {
  thumbnail: 'https://i.example/thumb.jpg',
  url: 'https://www.youtube.com/watch?v=abc',
  preview_iframe: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
  embed_code: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
  embed_render_context: 'youtube',
};

async function rejection(promise: Promise<unknown>): Promise<EmbedError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EmbedError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('resolveEmbed (spec 1 §5 "Embed")', () => {
  it('refuses a non-string input', async () => {
    const api = fakeApi();
    const error = await rejection(resolveEmbed(api, 42));
    expect(error.message).toBe('The input is invalid. Expected a string');
    expect(error.input).toBe(42);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends a trimmed known-service URL to the server as JSON, case-insensitively', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue(answer);
    const result = await resolveEmbed(api, '  HTTPS://WWW.YOUTUBE.COM/watch?v=abcdefghijk ', 500);
    expect(api.post).toHaveBeenCalledWith(API_ROUTES.videoData, {
      json: { embed_url: 'HTTPS://WWW.YOUTUBE.COM/watch?v=abcdefghijk', embed_width: 500 },
    });
    expect(result).toEqual(answer);
  });

  it('asks once more after a delay when the answer has no thumbnail', async () => {
    const api = fakeApi();
    api.post.mockResolvedValueOnce({ ...answer, thumbnail: false }).mockResolvedValueOnce(answer);
    const result = await resolveEmbed(api, 'https://youtu.be/abcdefghijk', 540, { retryDelayMs: 1 });
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(result.thumbnail).toBe(answer.thumbnail);
  });

  it('returns the second answer even without a thumbnail (one retry only)', async () => {
    const api = fakeApi();
    api.post.mockResolvedValue({ ...answer, thumbnail: false });
    const result = await resolveEmbed(api, 'https://vimeo.com/123', 540, { retryDelayMs: 1 });
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(result.thumbnail).toBe(false);
  });

  it.each([[null], [{}], [[answer]], ['text'], [{ thumbnail: 'x' }]])(
    "answers 'Invalid embed response' for %p",
    async (reply) => {
      const api = fakeApi();
      api.post.mockResolvedValue(reply);
      const error = await rejection(resolveEmbed(api, 'https://vimeo.com/1'));
      expect(error.message).toBe('Invalid embed response');
      expect(error.data).toEqual(reply);
    },
  );

  it.each([
    ['<iframe width="560" src="https://player.example.com/v/1"></iframe>', 'https://player.example.com/v/1'],
    ['<embed src="//cdn.example.com/a.swf">', 'https://cdn.example.com/a.swf'],
    ['<script src="https://e.example.com/p.js"></script>', 'https://e.example.com/p.js'],
    ['<object data="https://o.example.com/m"></object>', 'https://o.example.com/m'],
    ['<object><param name="movie" value="https://o.example.com/p"></object>', 'https://o.example.com/p'],
  ])('builds an unsupported result locally from %s', async (code, url) => {
    const api = fakeApi();
    const result = await resolveEmbed(api, `  ${code} `);
    expect(api.post).not.toHaveBeenCalled();
    expect(result).toEqual({
      unsupported: true,
      thumbnail: false,
      url,
      preview_iframe: null,
      embed_code: code,
      embed_render_context: 'blank',
    });
  });

  it.each(['just words', 'https://example.com/page', '<iframe></iframe>', ''])(
    "answers 'Invalid embed code' for %p",
    async (input) => {
      const error = await rejection(resolveEmbed(fakeApi(), input));
      expect(error.message).toBe('Invalid embed code');
      expect(error.input).toBe(input);
    },
  );
});

describe('known services (same list as the server)', () => {
  it.each([
    'https://www.youtube.com/watch?v=abcdefghijk',
    'https://youtu.be/abcdefghijk',
    'https://m.youtube.com/shorts/abcdefghijk',
    'https://vimeo.com/12345',
    'https://www.dailymotion.com/video/x7abc',
    'https://open.spotify.com/track/abc123',
    'http://localhost:3000/p/2s',
    '/blog/alice/post/12',
  ])('%s goes to the server', async (url) => {
    const api = fakeApi();
    api.post.mockResolvedValue(answer);
    await resolveEmbed(api, url);
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});
