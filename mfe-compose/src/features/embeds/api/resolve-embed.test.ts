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
    [
      '<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
    [
      '<iframe src=" https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3 "></iframe>',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3',
    ],
    [
      '<div><iframe src="https://player.vimeo.com/video/76979871"></iframe><p>by me</p></div>',
      'https://player.vimeo.com/video/76979871',
    ],
    [
      '<iframe src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC"></iframe>',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
    ['<iframe src="/embed/post/12"></iframe>', '/embed/post/12'],
    // The server keeps the known player and drops the rest, so the code is accepted for that player.
    [
      '<iframe src="https://player.example.org/v/42"></iframe><iframe src="https://www.dailymotion.com/embed/video/x7tgad0"></iframe><script src="https://e.example.com/p.js"></script>',
      'https://www.dailymotion.com/embed/video/x7tgad0',
    ],
  ])('builds an unsupported result locally from a code holding a known frame: %s', async (code, url) => {
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

  // Issue 7: the server drops these (lib/sanitize.ts with shared-contracts' sandboxForFrame), so a
  // post of them would be refused with 'No embed specified.'; the form refuses them at once instead.
  it.each([
    ['an iframe of an unknown service', '<iframe width="560" src="https://player.example.org/v/42"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>'],
    ['a player over http', '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['a protocol-relative player', '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'],
    ['a srcdoc frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an own path climbing out of /embed', '<iframe src="/embed/../svc/session"></iframe>'],
    ['an embed tag', '<embed src="//cdn.example.com/a.swf">'],
    ['an embed tag of a known player', '<embed src="https://www.youtube.com/embed/dQw4w9WgXcQ">'],
    ['a script', '<script src="https://e.example.com/p.js"></script>'],
    ['an object', '<object data="https://o.example.com/m"></object>'],
    ['an object with a movie param', '<object><param name="movie" value="https://o.example.com/p"></object>'],
    ['a known player only as text', '<p>https://www.youtube.com/embed/dQw4w9WgXcQ</p>'],
  ])("answers 'Invalid embed code' for %s, without asking the server", async (_name, code) => {
    const api = fakeApi();
    const error = await rejection(resolveEmbed(api, code));
    expect(error.message).toBe('Invalid embed code');
    expect(error.input).toBe(code);
    expect(api.post).not.toHaveBeenCalled();
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
