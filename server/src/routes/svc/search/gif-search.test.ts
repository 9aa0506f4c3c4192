import sharp from 'sharp';
import { GifSearchResponseSchema, SaveResponseSchema, type Post } from '@dash/shared-contracts';
import { parseShortCode, shortCode } from '../../../lib/short-code';
import { uploadPhoto } from '../../../../test/multipart';
import { setupTestApp } from '../../../../test/setup-test-app';

const {
  ctx,
  users: { ann },
} = setupTestApp('ann');

async function uploadGif(): Promise<string> {
  const frame = (color: string) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: color } })
      .png()
      .toBuffer();
  const gif = await sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
    .gif()
    .toBuffer();
  const res = await uploadPhoto(ctx.app, ann, { data: gif, type: 'image/gif', filename: 'a.gif' });
  return res.json.response.id as string;
}

async function gifPost(tags: string, caption: string): Promise<Post> {
  const res = await ann.post('/svc/post/update', {
    channel_id: 'ann',
    'post[type]': 'photo',
    'post[state]': '0',
    'post[two]': caption,
    'post[tags]': tags,
    'images[o1]': await uploadGif(),
  });
  return SaveResponseSchema.parse(res.json.response).created_post;
}

const search = (body: Record<string, string>) => ann.post('/svc/search/inline_gif', body);

describe('POST /svc/search/inline_gif', () => {
  let tagged: Post;
  let captioned: Post;
  let newerTagged: Post;
  beforeAll(async () => {
    tagged = await gifPost('Cat, gif', '<p>Spinning</p>');
    captioned = await gifPost('pets', '<p>My cat dancing</p>');
    newerTagged = await gifPost('cat, gifs, happy', '<p>Another</p>');
    // A GIF inside a text body, and a non-GIF photo post tagged cat: only the first is found.
    await ann.post('/svc/post/update', {
      channel_id: 'ann',
      'post[type]': 'regular',
      'post[state]': '0',
      'post[two]': '<p><img src="https://media.example.com/dance.gif" data-orig-width="300" data-orig-height="200"></p>',
      'post[tags]': 'dance',
    });
  });

  it('finds tag matches first (newest first), then caption words, without gif/gifs tags', async () => {
    const res = GifSearchResponseSchema.parse((await search({ q: '  CAT ', limit: '200', context: 'post-form' })).json.response);
    expect(res.media.map((m) => m.postId)).toEqual([newerTagged.id, tagged.id, captioned.id]);
    const first = res.media[0];
    expect(first).toMatchObject({ postTags: ['cat', 'happy'], popularSearchTag: 'cat', rootBlog: 'ann', width: 60, height: 40 });
    expect(first?.mediaUrl).toMatch(/\.gif$/);
    expect(res.media[2]?.popularSearchTag).toBeNull();
    expect(res.message).toBeNull();
    const body = GifSearchResponseSchema.parse((await search({ q: 'dance' })).json.response);
    expect(body.media.map((m) => m.mediaUrl)).toContain('https://media.example.com/dance.gif');
  });

  it('limits results, and serves the short code as a 301 to the post', async () => {
    const res = GifSearchResponseSchema.parse((await search({ q: 'cat', limit: '1' })).json.response);
    expect(res.media).toHaveLength(1);
    const code = res.media[0]?.rootPostUrlHash ?? '';
    expect(code).toMatch(/^\d[0-9a-z]{6}$/);
    expect(parseShortCode(code)).toBe(Number(newerTagged.id));
    const hop = await ann.get(`/${code}`);
    expect(hop.status).toBe(301);
    expect(hop.res.headers.location).toBe(`/p/${Number(newerTagged.id).toString(36)}`);
    // SPA routes are not short codes.
    expect((await ann.get('/dashboard', { accept: 'text/html' })).status).toBe(200);
    expect(parseShortCode(shortCode(123456))).toBe(123456);
    expect(parseShortCode('1000003')).toBeNull();
  });

  it('warns about sensitive queries', async () => {
    await gifPost('blood', '<p>Halloween</p>');
    const res = GifSearchResponseSchema.parse((await search({ q: 'Blood' })).json.response);
    expect(res.media).toHaveLength(1);
    expect(res.message).toEqual({ header: 'Heads up', body: 'Some of these GIFs may be upsetting.' });
  });

  it.each([
    [{ q: '   ' }, 'Type something to search.'],
    [{ q: 'cat', limit: 'many' }, 'Invalid "limit" value'],
  ])('refuses %j', async (body, detail) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toBe(detail);
  });
});
