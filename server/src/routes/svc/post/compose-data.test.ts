import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EmbedResultSchema,
  OpenGraphSchema,
  PostFetchResponseSchema,
  PostFormBuilderDataSchema,
  SaveResponseSchema,
  type Post,
} from '@dash/shared-contracts';
import { COMPOSE_LIMITS, UPLOAD_LIMIT_BYTES } from '../../../lib/limits';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { savePost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');

describe('POST /svc/post/get_post_form_builder_data', () => {
  it('answers the channels and the limits from lib/limits', async () => {
    const res = await ann.post('/svc/post/get_post_form_builder_data');
    const data = PostFormBuilderDataSchema.parse(res.json.response);
    expect(data.channels.map((c) => [c.name, c.is_current, c.is_primary])).toEqual([['ann', true, true]]);
    expect(data.limits).toEqual({
      photos_per_post: 10,
      photo_caption: 200,
      tags_per_post: 30,
      upload_bytes: { image: 10 * 1024 * 1024, audio: 20 * 1024 * 1024, video: 100 * 1024 * 1024 },
    });
    expect(data.limits).toEqual(COMPOSE_LIMITS);
    expect(data.limits.upload_bytes).toEqual(UPLOAD_LIMIT_BYTES);
    expect(data.default_editor_type).toBe('rich');
  });

  it('needs a login', async () => {
    const visitor = new Client(ctx.app);
    await visitor.visit();
    expect((await visitor.post('/svc/post/get_post_form_builder_data')).status).toBe(401);
  });
});

describe('editor types', () => {
  it('renders markdown (no raw HTML, linkified), keeps the typed source and reopens it as typed', async () => {
    const typed = '# Hi\n\nSome **bold** <script>x</script> see https://example.com';
    const res = await savePost(ann, 'ann', { 'post[one]': 'Md', 'post[two]': typed, editor_type: '2' });
    expect(res.status).toBe(200);
    const post = SaveResponseSchema.parse(res.json.response).created_post;
    expect(post.format).toBe('markdown');
    expect(post.content.body).toContain('<strong>bold</strong>');
    expect(post.content.body).toContain('<a href="https://example.com">https://example.com</a>');
    expect(post.content.body).not.toContain('<script');
    // The typed source goes only to the owner's edit form (issue 7, defect 11), not in the save answer.
    expect(post.content.source_text).toBeUndefined();
    const fetched = PostFetchResponseSchema.parse((await ann.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(fetched.post.content.source_text).toEqual({ two: typed });
    expect(fetched.form['post[two]']).toBe(typed);
    expect(fetched.form.editor_type).toBe('markdown');
    expect(fetched.mode).toBe('edit');
  });

  it('sanitizes html posts as sent and keeps the source; rich posts keep none', async () => {
    const typed = '<p onclick="x()">Hello <em>there</em></p><script>bad()</script>';
    const post = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { 'post[two]': typed, editor_type: 'html' })).json.response,
    ).created_post;
    expect(post.format).toBe('html');
    expect(post.content.body).toBe('<p>Hello <em>there</em></p>');
    const fetched = PostFetchResponseSchema.parse((await ann.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(fetched.post.content.source_text).toEqual({ two: typed });
    const edited = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { edit_post_id: post.id, 'post[two]': '<p>Now rich</p>', editor_type: 'rich' })).json.response,
    ).created_post;
    expect(edited.format).toBe('rich');
    const refetched = PostFetchResponseSchema.parse((await ann.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(refetched.post.content.source_text).toBeUndefined();
  });

  it('refuses an unknown editor type and wrong-typed fields: nothing changes', async () => {
    const before = await dbSnapshot(ctx.app);
    expect((await savePost(ann, 'ann', { 'post[two]': 'x', editor_type: 'word' })).json.errors[0].detail).toBe(
      'Invalid "editor_type" value',
    );
    const arr = await savePost(ann, 'ann', { 'post[two]': ['a', 'b'] });
    expect(arr.status).toBe(400);
    expect(arr.json.errors[0].detail).toBe('Invalid "post[two]" type. Expected string, got array.');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/svc/post/update',
      headers: { cookie: [...ann.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-form-key': ann.formKey },
      payload: { channel_id: 'ann', post: { type: 'regular', two: { nested: true } } },
    });
    expect(json.json().errors[0].detail).toBe('Invalid "post[two]" type. Expected string, got object.');
    expect((await savePost(ann, 'ann', { 'post[two]': 'x', 'post[state]': 'soon' })).json.errors[0].detail).toBe(
      'Invalid "state" value',
    );
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});

describe('POST /svc/post/fetch and /svc/post/delete', () => {
  it('answers PostFetchResponseSchema for own and reblog modes', async () => {
    const post = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { 'post[one]': 'T', 'post[two]': '<p>B</p>' })).json.response,
    ).created_post;
    const mine = PostFetchResponseSchema.parse((await ann.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(mine.form).toMatchObject({ 'post[one]': 'T', 'post[two]': '<p>B</p>', 'post[type]': 'regular', editor_type: 'rich' });
    const theirs = PostFetchResponseSchema.parse((await ben.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(theirs.mode).toBe('reblog');
  });

  it("keeps counts right, and refuses other users' posts (403) with nothing changed", async () => {
    const draft = SaveResponseSchema.parse((await savePost(ann, 'ann', { 'post[two]': 'd', 'post[state]': '1' })).json.response);
    const counts = draft.context_tumblelog;
    const res = await ann.post('/svc/post/delete', { post_id: draft.created_post.id, channel_id: 'ann' });
    expect(res.json.response.context_tumblelog).toMatchObject({
      drafts_count: (counts.drafts_count ?? 0) - 1,
      post_count: counts.post_count,
    });

    const bens: Post = SaveResponseSchema.parse((await savePost(ben, 'ben', { 'post[two]': 'b' })).json.response).created_post;
    const before = await dbSnapshot(ctx.app);
    expect((await ann.post('/svc/post/delete', { post_id: bens.id, channel_id: 'ann' })).status).toBe(403);
    expect((await ann.post('/svc/post/delete', { post_id: bens.id, channel_id: 'ben' })).status).toBe(403);
    expect((await ann.post('/svc/post/delete', { post_id: bens.id, channel_id: 'ben' }, { formKey: false })).status).toBe(403);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});

describe('POST /svc/post/get_video_data', () => {
  const videoData = (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/svc/post/get_video_data',
      headers: {
        cookie: [...ann.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-form-key': ann.formKey,
        host: 'dash.test',
      },
      payload: body,
    });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    ['https://www.dailymotion.com/video/x7tgad0', 'dailymotion', 'https://www.dailymotion.com/embed/video/x7tgad0'],
    [
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      'spotify',
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    ],
  ])('builds %s from the URL alone', async (url, provider, src) => {
    const res = await videoData({ embed_url: `  ${url} `, embed_width: 400 });
    expect(res.statusCode).toBe(200);
    const embed = EmbedResultSchema.parse(res.json().response);
    expect(embed.provider).toBe(provider);
    expect(embed.embed_code).toContain(`src="${src}"`);
    expect(embed.embed_code).toContain('width="400"');
    if (provider === 'youtube') {
      expect(embed.thumbnail).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
      expect(embed.embed_code).toContain('height="225"');
    }
  });

  it('embeds own video posts by /p/<id>, default width 540, sandboxed', async () => {
    const saved = SaveResponseSchema.parse(
      (
        await savePost(ann, 'ann', {
          'post[type]': 'video',
          embed_code: '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
        })
      ).json.response,
    ).created_post;
    const res = await videoData({ embed_url: `/p/${Number(saved.id).toString(36)}` });
    const embed = EmbedResultSchema.parse(res.json().response);
    expect(embed).toMatchObject({ provider: 'dash', thumbnail: false });
    expect(embed.embed_code).toContain('src="https://player.vimeo.com/video/76979871" width="540" height="304"');
    expect(embed.embed_code).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    const byPostUrl = await videoData({ embed_url: saved.post_url });
    expect(byPostUrl.statusCode).toBe(200);
  });

  it('does not frame an own video post whose file is on another host (post HTML keeps known players only)', async () => {
    const saved = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { 'post[type]': 'video', 'post[three]': 'https://cdn.example.com/clip.mp4' })).json.response,
    ).created_post;
    const res = await videoData({ embed_url: saved.post_url });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].detail).toBe('Invalid embed code');
  });

  it.each([
    [{ embed_url: 'https://soundcloud.com/artist/track' }, 422, 'Invalid embed code'],
    [{ embed_url: 'https://example.com/video' }, 422, 'Invalid embed code'],
    [{ embed_url: 'https://other.host/p/1' }, 422, 'Invalid embed code'],
    [{ embed_url: 42 }, 400, 'The input is invalid. Expected a string'],
    [{ embed_url: 'https://vimeo.com/1', embed_width: 'wide' }, 400, 'Invalid "embed_width" value'],
  ])('refuses %j', async (body, status, detail) => {
    const res = await videoData(body);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors[0].detail).toBe(detail);
  });
});

describe('POST /svc/post/opengraph', () => {
  let origin = '';
  let external: http.Server;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    external = http.createServer((req, res) => {
      if (req.url === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (req.url?.startsWith('/loop')) return void res.writeHead(302, { location: `/loop${(req.url.length % 7) + 1}` }).end();
      if (req.url === '/slow') return; // never answers
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head><title>Big page</title></head><body>');
        res.end('x'.repeat(3 * 1024 * 1024));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html><head><title>Fallback title</title><meta name="description" content="Plain description"></head></html>');
    });
    await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
    // The stand-in for an outside site is on 127.0.0.1: opt in through the setting, as an operator would.
    ctx.app.config.fetchAllowOrigins = [ext()];
  });
  afterAll(() => new Promise<void>((resolve) => external.close(() => resolve())));
  const ext = () => `http://127.0.0.1:${(external.address() as AddressInfo).port}`;

  it("reads the server's own post page og tags through the /p/ redirect", async () => {
    const saved = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { 'post[one]': 'Harbour lights', 'post[two]': '<p>Boats at dusk</p>' })).json.response,
    ).created_post;
    const res = await ann.post('/svc/post/opengraph', { url: `${origin}/p/${Number(saved.id).toString(36)}` });
    expect(res.status).toBe(200);
    const og = OpenGraphSchema.parse(res.json.response);
    expect(og).toMatchObject({ title: 'Harbour lights', author: 'ann', url: `${origin}/blog/ann/post/${saved.id}` });
    expect(og.excerpt).toBe('Boats at dusk');
  });

  it('falls back to <title> and the meta description, and reads capped pages', async () => {
    const og = OpenGraphSchema.parse((await ann.post('/svc/post/opengraph', { url: `${ext()}/plain` })).json.response);
    expect(og).toMatchObject({ title: 'Fallback title', excerpt: 'Plain description', author: '', thumbnail: null });
    const big = OpenGraphSchema.parse((await ann.post('/svc/post/opengraph', { url: `${ext()}/big` })).json.response);
    expect(big.title).toBe('Big page');
  });

  it.each([['/json'], ['/loop'], ['/missing-port']])('answers 422 for %s', async (path) => {
    const url = path === '/missing-port' ? 'http://127.0.0.1:1/' : `${ext()}${path}`;
    const res = await ann.post('/svc/post/opengraph', { url });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].detail).toBe("We couldn't load that page.");
  });

  it('refuses other protocols and gives up after 5 s', async () => {
    expect((await ann.post('/svc/post/opengraph', { url: 'file:///etc/passwd' })).json.errors[0].detail).toBe('Not a valid URL');
    const started = Date.now();
    const slow = await ann.post('/svc/post/opengraph', { url: `${ext()}/slow` });
    expect(slow.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(7000);
  }, 10_000);
});
