import sharp from 'sharp';
import { SaveResponseSchema, SplashResponseSchema, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../test/db-snapshot';
import { Client } from '../../../test/helpers';
import { uploadPhoto } from '../../../test/multipart';
import { createPost, savePost } from '../../../test/posts';
import { setupTestApp } from '../../../test/setup-test-app';

// GET /svc/splash: the logged-out mobile drawer's picture (spec 3 §2).
const { ctx, users } = setupTestApp('ann', 'ben', 'cat');
const { ann, ben, cat } = users;
let visitor: Client;

async function photoPost(who: Client, blog: string, fields: Record<string, string> = {}): Promise<Post> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const upload = await uploadPhoto(ctx.app, who, { data: png, type: 'image/png' });
  const res = await savePost(who, blog, { 'post[type]': 'photo', 'images[o1]': upload.json.response.id as string, ...fields });
  expect(res.status).toBe(200);
  return SaveResponseSchema.parse(res.json.response).created_post;
}

const splash = async (who: Client, query = '') => {
  const res = await who.get(`/svc/splash${query}`);
  expect(res.status).toBe(200);
  return SplashResponseSchema.parse(res.json.response).splash;
};

beforeAll(async () => {
  visitor = new Client(ctx.app);
  await visitor.visit();
});

it('is null while no public photo post exists', async () => {
  await createPost(ann, 'ann');
  expect(await splash(visitor)).toBeNull();
});

describe('with photo posts', () => {
  let shown: Post;
  beforeAll(async () => {
    await photoPost(cat, 'cat');
    shown = await photoPost(ann, 'ann');
    // Newer, but none of these may be the picture: a private and a draft photo post of ann's, one
    // tagged not safe, a reblog, and a text post.
    await photoPost(ann, 'ann', { 'post[state]': 'private' });
    await photoPost(ann, 'ann', { 'post[state]': '1' });
    await photoPost(ben, 'ben', { 'post[tags]': 'NSFW' });
    expect((await ben.post('/fast_reblog', { reblog_post_id: shown.id, reblog_key: shown.reblog_key })).status).toBe(200);
    await createPost(ben, 'ben');
  });

  it("gives a visitor the newest public original photo post's first photo and its blog", async () => {
    const picture = await splash(visitor);
    expect(picture).toMatchObject({ post_id: shown.id, post_url: shown.post_url, blog: { name: 'ann' } });
    expect(picture?.photo).toEqual(shown.content.photos?.[0]);
  });

  it('gives the owner the same public post, never their private or draft one', async () => {
    expect((await splash(ann))?.post_id).toBe(shown.id);
  });

  it('gives another member the same, except a blog blocked either way', async () => {
    expect((await splash(ben))?.post_id).toBe(shown.id);
    expect((await cat.post('/svc/block/add', { tumblelog: 'cat', blocked_tumblelog: 'ann' })).status).toBe(200);
    expect((await splash(cat))?.blog.name).toBe('cat');
    expect((await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'ben' })).status).toBe(200);
    expect((await splash(ben))?.blog.name).toBe('cat');
  });

  it('takes no input: whatever the query carries (arrays, oversized values) it answers the same and changes nothing', async () => {
    const before = await dbSnapshot(ctx.app);
    expect((await splash(visitor, `?limit=${'9'.repeat(5000)}&blog[]=x&blog[]=y&photo=%00`))?.post_id).toBe(shown.id);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});
