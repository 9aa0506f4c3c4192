import sharp from 'sharp';
import {
  ALT_TEXT,
  ConversationsResponseSchema,
  GifSearchResponseSchema,
  MessageSchema,
  SaveResponseSchema,
  SessionSchema,
  type Post,
} from '@dash/shared-contracts';
import { allPollCounters } from '../../../db/dialect/poll-counters';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { mediaFiles } from '../../../../test/media-files';
import { multipart, postUpload, uploadPhoto, type Part } from '../../../../test/multipart';
import { savePost } from '../../../../test/posts';

// Issue 13 "Alt text": IMAGE messages keep the sender's alt with their image (the multipart field
// `alt` beside `data`, or `alt` beside gif_post_id/gif_url; a GIF's defaults to its alt in its
// post) and answer it as MessageSchema.image.alt in messages, the inbox's last_message and the send
// answer. GIF search results carry the alt of the post item they come from.
let ctx: TestContext;
const users: Record<string, Client> = {};
const blogs: Record<string, { uuid: string }> = {};
const u = (name: string) => users[name] as Client;
const uuid = (name: string) => (blogs[name] as { uuid: string }).uuid;

async function join(name: string) {
  const c = new Client(ctx.app);
  const s = SessionSchema.parse((await c.register(`${name}@example.test`, name)).json.response);
  users[name] = c;
  blogs[name] = s.blogs[0] as { uuid: string };
}

async function gifBytes(): Promise<Buffer> {
  const frame = (color: string) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
    .gif()
    .toBuffer();
}
const png = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

const fields = (from: string, to: string): Part[] => [
  { field: 'participant', data: uuid(from) },
  { field: 'participants[]', data: uuid(from) },
  { field: 'participants[]', data: uuid(to) },
  { field: 'type', data: 'IMAGE' },
];
const sendImage = async (from: string, to: string, extra: Part[]) =>
  postUpload(
    ctx.app,
    u(from),
    multipart([...fields(from, to), ...extra, { field: 'data', filename: 'pic.png', type: 'image/png', data: await png() }]),
    { url: '/svc/conversations/messages' },
  );
const sendGif = (from: string, to: string, extra: Record<string, unknown> = {}) =>
  u(from).post('/svc/conversations/messages', {
    participant: uuid(from),
    'participants[]': [uuid(from), uuid(to)],
    type: 'IMAGE',
    gif_post_id: gifPost.id,
    gif_url: gifPost.content.photos?.[0]?.url ?? '',
    ...extra,
  });

async function snapshot() {
  return {
    ...(await dbSnapshot(ctx.app)),
    conversations: await ctx.app.db.selectFrom('conversations').selectAll().orderBy('id').execute(),
    messages: await ctx.app.db.selectFrom('messages').selectAll().orderBy('id').execute(),
    counters: await allPollCounters(ctx.app.db),
    files: mediaFiles(ctx),
  };
}

let gifPost: Post;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['ann', 'ben', 'cat']) await join(name);
  const upload = await uploadPhoto(ctx.app, u('cat'), { data: await gifBytes(), type: 'image/gif', filename: 'g.gif' });
  const res = await savePost(u('cat'), 'cat', {
    'post[type]': 'photo',
    'post[tags]': 'wiggle',
    'images[o1]': upload.json.response.id as string,
    'alt[o1]': 'A cat wiggling its ears',
  });
  gifPost = SaveResponseSchema.parse(res.json.response).created_post;
  expect((await u('ann').post('/svc/follow', { tumblelog: 'ben' })).status).toBe(200);
});
afterAll(() => ctx.close());

describe('alt text of IMAGE messages', () => {
  it('stores the alt field beside an upload, cleaned, and answers it everywhere the message is', async () => {
    const res = await sendImage('ann', 'ben', [{ field: 'alt', data: ' My <b>desk</b> at 6am ' }]);
    expect(res.status).toBe(200);
    const sent = MessageSchema.parse(res.json.response.messages.data[0]);
    expect(sent.image?.alt).toBe('My desk at 6am');
    const read = await u('ben').get(
      `/svc/conversations/messages?conversation_id=${sent.conversation_id}&participant=${uuid('ben')}`,
    );
    expect(read.json.response.messages.data.at(-1).image.alt).toBe('My desk at 6am');
    const inbox = ConversationsResponseSchema.parse(
      (await u('ben').get(`/svc/conversations?participant=${uuid('ben')}`)).json.response,
    );
    expect(inbox.conversations[0]?.last_message?.image?.alt).toBe('My desk at 6am');
    // Without an alt field: ''.
    const bare = await sendImage('ann', 'ben', []);
    expect(bare.json.response.messages.data[0].image.alt).toBe('');
  });

  it('GIF search results carry the alt of their post item; a GIF message takes it unless another is sent', async () => {
    const search = GifSearchResponseSchema.parse((await u('ann').post('/svc/search/inline_gif', { q: 'wiggle' })).json.response);
    expect(search.media[0]).toMatchObject({ postId: gifPost.id, alt: 'A cat wiggling its ears' });
    const plain = await sendGif('ann', 'ben');
    expect(plain.status).toBe(200);
    expect(plain.json.response.messages.data[0].image.alt).toBe('A cat wiggling its ears');
    const blank = await sendGif('ann', 'ben', { alt: '   ' });
    expect(blank.json.response.messages.data[0].image.alt).toBe('A cat wiggling its ears');
    const own = await sendGif('ann', 'ben', { alt: 'Me, every Monday' });
    expect(own.json.response.messages.data[0].image.alt).toBe('Me, every Monday');
  });

  it('GIF search reads the alt of an inline <img> GIF too, decoded once', async () => {
    const gifUrl = gifPost.content.photos?.[0]?.url ?? '';
    const res = await savePost(u('cat'), 'cat', {
      'post[one]': 'Inline',
      'post[tags]': 'inlinegif',
      'post[two]': `<p>x</p><img src="https://cdn.example/spin.gif" alt="Fish &amp; chips spin">`,
    });
    expect(res.status).toBe(200);
    const search = GifSearchResponseSchema.parse(
      (await u('ann').post('/svc/search/inline_gif', { q: 'inlinegif' })).json.response,
    );
    expect(search.media[0]).toMatchObject({ mediaUrl: 'https://cdn.example/spin.gif', alt: 'Fish & chips spin' });
    expect(gifUrl).toMatch(/\.gif$/);
  });

  it('refuses 1,001 characters, a wrong type, alt on a TEXT message, another blog and visitors, changing nothing', async () => {
    const long = 'x'.repeat(ALT_TEXT.max + 1);
    const check = async (
      run: () => Promise<{ status: number; json: { errors?: { detail: string; field?: string }[] } }>,
      status: number,
      detail?: string,
    ) => {
      const before = await snapshot();
      const res = await run();
      expect(res.status).toBe(status);
      if (detail) expect(res.json.errors?.[0]?.detail).toBe(detail);
      expect(await snapshot()).toEqual(before);
    };
    await check(() => sendImage('ann', 'ben', [{ field: 'alt', data: long }]), 400, ALT_TEXT.tooLong);
    await check(() => sendGif('ann', 'ben', { alt: long }), 400, ALT_TEXT.tooLong);
    await check(() => sendGif('ann', 'ben', { alt: ['a', 'b'] }), 400);
    await check(
      () =>
        u('ann').post('/svc/conversations/messages', {
          participant: uuid('ann'),
          'participants[]': [uuid('ann'), uuid('ben')],
          message: 'hi',
          alt: 'a photo',
        }),
      400,
      'Only image messages have alt text.',
    );
    // Sending as Ben's blog is not Ann's to do (403); a visitor is 401.
    await check(async () => {
      const parts: Part[] = [
        { field: 'participant', data: uuid('ben') },
        { field: 'participants[]', data: uuid('ben') },
        { field: 'participants[]', data: uuid('cat') },
        { field: 'type', data: 'IMAGE' },
        { field: 'alt', data: 'not mine' },
        { field: 'data', filename: 'pic.png', type: 'image/png', data: await png() },
      ];
      return postUpload(ctx.app, u('ann'), multipart(parts), { url: '/svc/conversations/messages' });
    }, 403);
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await check(
      () =>
        visitor.post('/svc/conversations/messages', {
          participant: uuid('ann'),
          'participants[]': [uuid('ann'), uuid('ben')],
          type: 'IMAGE',
          gif_post_id: gifPost.id,
          gif_url: gifPost.content.photos?.[0]?.url ?? '',
          alt: 'x',
        }),
      401,
    );
  });
});
