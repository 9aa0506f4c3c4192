import { allPollCounters } from '../../../db/dialect/poll-counters';
import sharp from 'sharp';
import {
  GifSearchResponseSchema,
  MessageSchema,
  MessagesResponseSchema,
  PollResponseSchema,
  REQUEST_MAX,
  SaveResponseSchema,
  SessionSchema,
  type GifMedia,
  type Post,
} from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client, createTestApp, type TestContext } from '../../../../test/helpers';
import { mediaFiles } from '../../../../test/media-files';
import { multipart, postUpload, uploadPhoto } from '../../../../test/multipart';
import { savePost } from '../../../../test/posts';

// Spec 2 §1/§5: an IMAGE message may be a GIF picked from the GIF search, sent as a form (or JSON)
// with gif_post_id and gif_url instead of a multipart file. The server accepts only a GIF of a
// published post the sender may see, and only a URL that is one of that post's own stored GIFs.
let ctx: TestContext;
const users: Record<string, Client> = {};
const blogs: Record<string, { uuid: string; name: string; mention_key: string }> = {};

async function join(name: string, verify = true) {
  const c = new Client(ctx.app);
  const s = SessionSchema.parse((await c.register(`${name}@example.test`, name, 'correct horse', { verify })).json.response);
  users[name] = c;
  blogs[name] = s.blogs[0] as (typeof blogs)[string];
}

const u = (name: string) => users[name] as Client;
const b = (name: string) => blogs[name] as { uuid: string; name: string; mention_key: string };
const follow = async (who: string, blog: string) =>
  expect((await u(who).post('/svc/follow', { tumblelog: blog })).status).toBe(200);

async function gifBytes(width: number, height: number): Promise<Buffer> {
  const frame = (color: string) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A photo post with one uploaded animated GIF on `who`'s blog, tagged `tag`, in `state` (0 = published). */
async function gifPost(who: string, tag: string, state = '0'): Promise<Post> {
  const upload = await uploadPhoto(ctx.app, u(who), { data: await gifBytes(300, 200), type: 'image/gif', filename: 'g.gif' });
  const res = await savePost(u(who), who, {
    'post[type]': 'photo',
    'post[state]': state,
    'post[two]': `<p>${tag}</p>`,
    'post[tags]': tag,
    'images[o1]': upload.json.response.id as string,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return SaveResponseSchema.parse(res.json.response).created_post;
}

async function searchOne(who: string, q: string): Promise<GifMedia> {
  const res = GifSearchResponseSchema.parse((await u(who).post('/svc/search/inline_gif', { q, limit: '200' })).json.response);
  const found = res.media[0];
  if (!found) throw new Error(`no GIF for ${q}`);
  return found;
}

const gifUrlOf = (post: Post) => post.content.photos?.[0]?.url ?? '';

/** A GIF message from `from` to `to` (a new conversation, or theirs when it exists). */
const sendGif = (from: string, to: string, gif: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  u(from).post('/svc/conversations/messages', {
    participant: b(from).uuid,
    'participants[]': [b(from).uuid, b(to).uuid],
    type: 'IMAGE',
    context: 'messaging-gif',
    ...gif,
    ...extra,
  });

async function snapshot() {
  const db = ctx.app.db;
  return {
    ...(await dbSnapshot(ctx.app)),
    conversations: await db.selectFrom('conversations').selectAll().orderBy('id').execute(),
    participants: await db
      .selectFrom('conversation_participants')
      .selectAll()
      .orderBy('conversation_id')
      .orderBy('blog_id')
      .execute(),
    messages: await db.selectFrom('messages').selectAll().orderBy('id').execute(),
    counters: await allPollCounters(db),
    files: mediaFiles(ctx),
  };
}

async function refused(
  run: () => Promise<{ status: number; json: { errors?: { detail: string }[] } }>,
  status: number,
  detail?: string,
) {
  const before = await snapshot();
  const res = await run();
  expect({ status: res.status, detail: detail === undefined ? undefined : res.json.errors?.[0]?.detail }).toEqual({
    status,
    detail,
  });
  expect(await snapshot()).toEqual(before);
}

let catGif: Post;
let otherGif: Post;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['ann', 'ben', 'cat', 'eve']) await join(name);
  await join('dan', false);
  catGif = await gifPost('cat', 'wiggle');
  otherGif = await gifPost('eve', 'twirl');
  await follow('ann', 'ben');
});
afterAll(() => ctx.close());

describe('POST /svc/conversations/messages: GIF messages', () => {
  it('search answers the blog uuid with each GIF', async () => {
    const found = await searchOne('ann', 'wiggle');
    expect(found).toMatchObject({ postId: catGif.id, postBlog: 'cat', blogUuid: b('cat').uuid, mediaUrl: gifUrlOf(catGif) });
  });

  it('sends a GIF found by the search as the image of an IMAGE message; the other participant fetches it', async () => {
    const found = await searchOne('ann', 'wiggle');
    const res = await sendGif('ann', 'ben', { gif_post_id: found.postId, gif_url: found.mediaUrl });
    expect(res.status).toBe(200);
    const message = MessageSchema.parse(res.json.response.messages.data[0]);
    const size = { url: found.mediaUrl, width: 300, height: 200 };
    // The stored media's own size: uploaded GIFs are kept as sent, so there is no 250 px rendition.
    expect(message).toMatchObject({ type: 'IMAGE', participant: b('ann').uuid });
    expect(message.image).toEqual({ ...size, alt_sizes: [size], original_size: size, alt: '' });

    const read = MessagesResponseSchema.parse(
      (await u('ben').get(`/svc/conversations/messages?conversation_id=${message.conversation_id}&participant=${b('ben').uuid}`))
        .json.response,
    );
    expect(read.messages.data.at(-1)).toEqual(message);
    // ben does not follow ann: a new conversation's images are blurred for him.
    expect(read.conversation.is_blurred_images).toBe(true);
    // The file is the platform's own: served from /media.
    expect((await u('ben').get(found.mediaUrl)).status).toBe(200);
  });

  it('counts the GIF as unread for the recipient, and accepts it as JSON and in an existing conversation', async () => {
    const first = await u('ann').post('/svc/conversations/messages', {
      participant: b('ann').uuid,
      'participants[]': [b('ben').uuid],
      message: 'before the GIF',
    });
    const id = first.json.response.conversation.id as string;
    const poll = async () =>
      PollResponseSchema.parse(
        (
          await u('ben').get(
            `/services/poll?token=${u('ben').session?.user?.polling_token}&unread_messages=true&mention_keys=${b('ben').mention_key}`,
          )
        ).json.response,
      ).unread_messages?.[b('ben').mention_key]?.[id] ?? 0;
    const unread = await poll();
    const res = await u('ann').post(
      '/svc/conversations/messages',
      JSON.stringify({
        conversation_id: Number(id),
        participant: b('ann').uuid,
        type: 'IMAGE',
        gif_post_id: Number(otherGif.id),
        gif_url: gifUrlOf(otherGif),
      }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(res.status).toBe(200);
    expect(res.json.response.messages.data[0].image.url).toBe(gifUrlOf(otherGif));
    expect(await poll()).toBe(unread + 1);
  });

  it("sends the sender's own GIF post too", async () => {
    const own = await gifPost('ann', 'ownspin');
    const res = await sendGif('ann', 'ben', { gif_post_id: own.id, gif_url: gifUrlOf(own) });
    expect(res.status).toBe(200);
    expect(res.json.response.messages.data[0].image.url).toBe(gifUrlOf(own));
  });

  it('400s a URL that is not one of the post’s own stored GIFs, storing nothing', async () => {
    const notInPost = "That GIF isn't in that post.";
    await refused(() => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: gifUrlOf(otherGif) }), 400, notInPost);
    await refused(
      () => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: 'https://evil.example/cat.gif' }),
      400,
      notInPost,
    );
    await refused(
      () => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: 'http://127.0.0.1:8080/media/x.gif' }),
      400,
      notInPost,
    );
    // A GIF the post links from outside is found by the search but never fetched or linked from a message.
    const outside = await savePost(u('cat'), 'cat', {
      'post[two]': '<p><img src="https://media.example.com/dance.gif" data-orig-width="300" data-orig-height="200"></p>',
      'post[tags]': 'outsidegif',
    });
    const found = await searchOne('ann', 'outsidegif');
    expect(found.postId).toBe(outside.json.response.created_post.id);
    await refused(
      () => sendGif('ann', 'ben', { gif_post_id: found.postId, gif_url: found.mediaUrl }),
      400,
      'Only GIFs stored here can be sent. Pick another one.',
    );
  });

  it('404s an unknown, draft or private post, and one hidden by a block either way, storing nothing', async () => {
    const gone = "That GIF isn't available anymore.";
    const draft = await gifPost('cat', 'drafty', '1');
    const secret = await gifPost('cat', 'secret', 'private');
    await refused(() => sendGif('ann', 'ben', { gif_post_id: '99999999', gif_url: gifUrlOf(catGif) }), 404, gone);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: draft.id, gif_url: gifUrlOf(draft) }), 404, gone);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: secret.id, gif_url: gifUrlOf(secret) }), 404, gone);
    // Not even the owner sends a GIF of an unpublished post.
    await follow('cat', 'ben');
    await refused(() => sendGif('cat', 'ben', { gif_post_id: secret.id, gif_url: gifUrlOf(secret) }), 404, gone);

    expect((await u('cat').post('/svc/block/add', { tumblelog: 'cat', blocked_tumblelog: 'ann' })).status).toBe(200);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: gifUrlOf(catGif) }), 404, gone);
    expect((await u('cat').post('/svc/block/remove', { tumblelog: 'cat', blocked_tumblelog: 'ann' })).status).toBe(200);
    expect((await u('ann').post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'cat' })).status).toBe(200);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: gifUrlOf(catGif) }), 404, gone);
    expect((await u('ann').post('/svc/block/remove', { tumblelog: 'ann', blocked_tumblelog: 'cat' })).status).toBe(200);
  });

  it('400s wrong types, oversized values and half a reference, changing nothing', async () => {
    const url = gifUrlOf(catGif);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: 'abc', gif_url: url }), 400);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: '1'.repeat(REQUEST_MAX.id + 1), gif_url: url }), 400);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: `/media/${'x'.repeat(REQUEST_MAX.url)}` }), 400);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: [catGif.id, otherGif.id], gif_url: url }), 400);
    await refused(() => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: [url, url] }), 400);
    await refused(() => sendGif('ann', 'ben', { gif_url: url }), 400, 'Which GIF? gif_post_id is missing.');
    await refused(() => sendGif('ann', 'ben', { gif_post_id: catGif.id }), 400, 'Which GIF? gif_url is missing.');
    await refused(
      () => sendGif('ann', 'ben', { gif_post_id: catGif.id, gif_url: url }, { type: 'TEXT' }),
      400,
      'Unknown message type.',
    );
    await refused(
      () => sendGif('ann', 'ben', {}),
      400,
      'Attach the image as the multipart field "data", or send a GIF with gif_post_id and gif_url.',
    );
    // A file and a GIF at once.
    const file = await gifBytes(20, 20);
    await refused(
      () =>
        postUpload(
          ctx.app,
          u('ann'),
          multipart([
            { field: 'participant', data: b('ann').uuid },
            { field: 'participants[]', data: b('ben').uuid },
            { field: 'type', data: 'IMAGE' },
            { field: 'gif_post_id', data: catGif.id },
            { field: 'gif_url', data: url },
            { field: 'data', filename: 'g.gif', type: 'image/gif', data: file },
          ]),
          { url: '/svc/conversations/messages' },
        ),
      400,
      'Send a file or a GIF, not both.',
    );
  });

  it('keeps the sending rules: visitor 401, another user or unverified 403, not following 409', async () => {
    const gif = { gif_post_id: catGif.id, gif_url: gifUrlOf(catGif) };
    const visitor = new Client(ctx.app);
    await visitor.visit();
    await refused(
      () =>
        visitor.post('/svc/conversations/messages', {
          participant: b('ann').uuid,
          'participants[]': [b('ben').uuid],
          type: 'IMAGE',
          ...gif,
        }),
      401,
    );
    await refused(
      () =>
        u('eve').post('/svc/conversations/messages', {
          participant: b('ann').uuid,
          'participants[]': [b('ben').uuid],
          type: 'IMAGE',
          ...gif,
        }),
      403,
      "That isn't one of your blogs.",
    );
    await refused(() => sendGif('dan', 'ann', gif), 403, 'Please verify your email address before talking to a Tumblr.');
    await refused(() => sendGif('eve', 'ben', gif), 409, 'You can only send messages to Tumblrs you follow.');
  });
});
