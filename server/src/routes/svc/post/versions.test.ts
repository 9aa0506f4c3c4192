import { PostVersionsResponseSchema, type Post, type PostVersionsResponse } from '@dash/shared-contracts';
import sharp from 'sharp';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { uploadPhoto } from '../../../../test/multipart';
import { createPost, savePost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

// Issue 13 "Edit history": an edit of a published post that changes it keeps the previous version
// (not for drafts, not for an edit that changes nothing); GET /svc/post/versions shows them to whoever
// may see the post; DELETE lets the owner remove one; deleting the post deletes its history.
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');
let visitor: Client;

const edit = async (post: Post, fields: Record<string, string>) => {
  const res = await savePost(ann, 'ann', { edit_post_id: post.id, 'post[state]': '', ...fields });
  expect(res.status).toBe(200);
  return res.json.response.created_post as Post;
};
const versions = async (who: Client, postId: string) => {
  const res = await who.get(`/svc/post/versions?post_id=${postId}`);
  return { status: res.status, body: res.status === 200 ? PostVersionsResponseSchema.parse(res.json.response) : null };
};
const versionRows = () => ctx.app.db.selectFrom('post_versions').selectAll().orderBy('id').execute();
const upload = async (background: string) => {
  const data = await sharp({ create: { width: 120, height: 80, channels: 3, background } })
    .png()
    .toBuffer();
  return (await uploadPhoto(ctx.app, ann, { data, type: 'image/png' })).json.response.id as string;
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 1100)); // versions are stamped in seconds

beforeAll(async () => {
  visitor = new Client(ctx.app);
  await visitor.visit();
});

describe('storing versions', () => {
  it('keeps the previous title, body and tags when a published post is edited, and marks the post edited', async () => {
    const post = await createPost(ann, 'ann', {
      'post[one]': 'First title',
      'post[two]': '<p>The old words</p>',
      'post[tags]': 'cats',
    });
    expect(post.edited_at).toBeNull();
    expect(post.version_count).toBe(0);
    await tick();
    const edited = await edit(post, {
      'post[one]': 'Second title',
      'post[two]': '<p>The new words</p>',
      'post[tags]': 'cats,dogs',
    });
    expect(edited.edited_at).toEqual(expect.any(Number));
    expect(edited.edited_at).toBeGreaterThan(post.timestamp);
    expect(edited.version_count).toBe(1);
    // The spec's edit flow answers as before: the same post, its new words.
    expect(edited).toMatchObject({ id: post.id, state: 'published', content: { title: 'Second title' } });

    const { body } = await versions(ann, post.id);
    expect(body?.current).toMatchObject({
      timestamp: edited.edited_at,
      content: { title: 'Second title' },
      tags: ['cats', 'dogs'],
    });
    expect(body?.versions).toHaveLength(1);
    expect(body?.versions[0]).toMatchObject({
      timestamp: post.timestamp,
      replaced_at: edited.edited_at,
      content: { title: 'First title', body: '<p>The old words</p>' },
      tags: ['cats'],
    });

    await edit(edited, { 'post[one]': 'Third title', 'post[two]': '<p>The new words</p>', 'post[tags]': 'cats,dogs' });
    const again = (await versions(ann, post.id)).body;
    expect(again?.versions.map((v) => v.content.title)).toEqual(['Second title', 'First title']);
    expect(again?.versions[0]?.timestamp).toBe(edited.edited_at);
    // The feed says it too, in the same statements as before (services/feed-statements.test.ts).
    const feed = await ann.get('/svc/post/dashboard/before/0');
    const inFeed = (feed.json.response.posts as Post[]).find((p) => p.id === post.id);
    expect(inFeed).toMatchObject({ version_count: 2, edited_at: expect.any(Number) });
  });

  it('keeps no version for an edit that changes nothing, nor for drafts, queued or private posts', async () => {
    const post = await createPost(ann, 'ann', { 'post[one]': 'Same', 'post[two]': '<p>Same words</p>', 'post[tags]': 'a' });
    const before = await versionRows();
    const same = await edit(post, { 'post[one]': 'Same', 'post[two]': '<p>Same words</p>', 'post[tags]': 'a' });
    expect(same.edited_at).toBeNull();
    for (const state of ['1', '2', 'private']) {
      const other = await createPost(ann, 'ann', { 'post[one]': `Not out ${state}`, 'post[state]': state });
      const changed = await edit(other, { 'post[one]': 'Changed', 'post[state]': state });
      expect(changed).toMatchObject({ edited_at: null, version_count: 0 });
    }
    // A draft published by its edit is a publication, not an edit.
    const draft = await createPost(ann, 'ann', { 'post[one]': 'Draft', 'post[state]': '1' });
    expect(await edit(draft, { 'post[one]': 'Out now', 'post[state]': '0' })).toMatchObject({
      state: 'published',
      edited_at: null,
    });
    expect(await versionRows()).toEqual(before);
  });

  it('keeps the photos a photo post had before its photo was replaced', async () => {
    const first = await upload('#3366ff');
    const res = await savePost(ann, 'ann', { 'post[type]': 'photo', 'post[two]': '<p>Blue</p>', 'images[o1]': first });
    const post = res.json.response.created_post as Post;
    const blue = post.content.photos?.[0]?.url;
    const edited = await edit(post, { 'post[type]': 'photo', 'post[two]': '<p>Red</p>', 'images[o1]': await upload('#ff3333') });
    expect(edited.content.photos?.[0]?.url).not.toBe(blue);
    const { body } = await versions(ben, post.id);
    expect(body?.versions[0]?.content).toMatchObject({
      caption: '<p>Blue</p>',
      photos: [expect.objectContaining({ url: blue })],
    });
    expect(body?.current.content.photos?.[0]?.url).toBe(edited.content.photos?.[0]?.url);
  });

  it('a reblog keeps the words it reblogged and its root entry says when the original was edited after', async () => {
    const post = await createPost(ann, 'ann', { 'post[one]': 'Root', 'post[two]': '<p>As reblogged</p>' });
    const res = await savePost(ben, 'ben', { reblog_post_id: post.id, reblog_key: post.reblog_key, 'post[two]': '<p>Yes</p>' });
    const reblog = res.json.response.created_post as Post;
    expect(reblog.trail[0]?.edited_after).toBeUndefined();
    expect(JSON.stringify(reblog.trail)).not.toContain('root_edited_at');
    // No wait: an edit in the same second as the reblog still counts as after it.
    const edited = await edit(post, { 'post[one]': 'Root', 'post[two]': '<p>Rewritten</p>' });
    const feed = await ben.get('/svc/post/dashboard/before/0');
    const fromFeed = (feed.json.response.posts as Post[]).find((p) => p.id === reblog.id);
    const fromBlog = await ben.get('/svc/indash_blog/posts?tumblelog_name_or_id=ben');
    const fromBlogPage = (fromBlog.json.response.posts as Post[]).find((p) => p.id === reblog.id);
    for (const seen of [fromFeed, fromBlogPage]) {
      expect(seen?.trail[0]).toMatchObject({ post_id: post.id, html: '<p>As reblogged</p>', edited_after: edited.edited_at });
      expect(JSON.stringify(seen)).not.toContain('Rewritten');
    }
    // A reblog made after the edit shows the new words and no "edited after".
    const later = await savePost(ben, 'ben', { reblog_post_id: post.id, reblog_key: post.reblog_key, 'post[two]': '' });
    const fresh = later.json.response.created_post as Post;
    expect(fresh.trail[0]).toMatchObject({ html: '<p>Rewritten</p>' });
    expect(fresh.trail[0]?.edited_after).toBeUndefined();
  });
});

describe('GET /svc/post/versions', () => {
  let post: Post;
  let secret: Post;
  beforeAll(async () => {
    post = await createPost(ann, 'ann', { 'post[one]': 'Public', 'post[two]': '<p>v1</p>' });
    await edit(post, { 'post[one]': 'Public', 'post[two]': '<p>v2</p>' });
    secret = await createPost(ann, 'ann', { 'post[one]': 'Secret', 'post[state]': 'private' });
  });

  it('shows a published post’s history to the owner (who may delete), another user and a visitor (who may not)', async () => {
    const owner = await versions(ann, post.id);
    expect(owner.body).toMatchObject({ post_id: post.id, can_delete: true });
    expect(owner.body?.versions).toHaveLength(1);
    for (const who of [ben, visitor]) {
      const other = await versions(who, post.id);
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({ can_delete: false, versions: owner.body?.versions });
    }
  });

  it('answers 404 for a private post to anyone but its owner, and for an unknown post', async () => {
    expect((await versions(ann, secret.id)).status).toBe(200);
    for (const who of [ben, visitor]) expect((await versions(who, secret.id)).status).toBe(404);
    expect((await versions(ann, '987654321')).status).toBe(404);
  });

  it('answers 400 for a missing, non-numeric, repeated or oversized post_id', async () => {
    for (const q of ['', 'post_id=', 'post_id=abc', 'post_id=1&post_id=2', `post_id=${'9'.repeat(40)}`]) {
      const res = await ann.get(`/svc/post/versions?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
    }
  });

  it('never shows the typed source of an html post', async () => {
    const html = await createPost(ann, 'ann', {
      'post[one]': 'HTML',
      'post[two]': '<p>one</p><!-- note -->',
      editor_type: 'html',
    });
    await edit(html, { 'post[two]': '<p>two</p>', editor_type: 'html' });
    const res = await ben.get(`/svc/post/versions?post_id=${html.id}`);
    expect(JSON.stringify(res.json)).not.toContain('source_text');
  });
});

describe('DELETE /svc/post/versions', () => {
  let post: Post;
  let list: PostVersionsResponse;
  beforeAll(async () => {
    post = await createPost(ann, 'ann', { 'post[one]': 'Deletable', 'post[two]': '<p>a</p>' });
    await edit(post, { 'post[two]': '<p>b</p>' });
    await edit(post, { 'post[two]': '<p>c</p>' });
    list = (await versions(ann, post.id)).body as PostVersionsResponse;
    expect(list.versions).toHaveLength(2);
  });
  const del = (who: Client, query: string) => who.request('DELETE', `/svc/post/versions?${query}`);

  it('refuses a visitor (401) and another signed-in user (403), changing nothing', async () => {
    const before = await versionRows();
    const id = list.versions[0]?.id;
    expect((await del(visitor, `post_id=${post.id}&version_id=${id}`)).status).toBe(401);
    expect((await del(ben, `post_id=${post.id}&version_id=${id}`)).status).toBe(403);
    expect(await versionRows()).toEqual(before);
  });

  it('answers 400 for wrong types and oversized ids, and 404 for an unknown version or post, changing nothing', async () => {
    const before = { rows: await versionRows(), db: await dbSnapshot(ctx.app) };
    const id = list.versions[0]?.id ?? '';
    for (const q of [
      `post_id=${post.id}`,
      `post_id=${post.id}&version_id=abc`,
      `post_id=${post.id}&version_id=${id}&version_id=${id}`,
      `post_id=${post.id}&version_id=${'1'.repeat(40)}`,
      `post_id=${'1'.repeat(40)}&version_id=${id}`,
      `post_id=x&version_id=${id}`,
    ]) {
      expect([q, (await del(ann, q)).status]).toEqual([q, 400]);
    }
    expect((await del(ann, `post_id=${post.id}&version_id=987654321`)).status).toBe(404);
    expect((await del(ann, `post_id=987654321&version_id=${id}`)).status).toBe(404);
    // Another post's version, named under this post, is unknown here.
    const other = await createPost(ann, 'ann', { 'post[one]': 'Other', 'post[two]': '<p>x</p>' });
    expect((await del(ann, `post_id=${other.id}&version_id=${id}`)).status).toBe(404);
    expect(await versionRows()).toEqual(before.rows);
    const after = await dbSnapshot(ctx.app);
    expect({ ...after, posts: undefined, post_tags: undefined, blogs: undefined }).toEqual({
      ...before.db,
      posts: undefined,
      post_tags: undefined,
      blogs: undefined,
    });
  });

  it('lets the owner delete one version and answers the list as it is now; the post stays edited', async () => {
    const [newest, oldest] = list.versions;
    const res = await del(ann, `post_id=${post.id}&version_id=${newest?.id}`);
    expect(res.status).toBe(200);
    const now = PostVersionsResponseSchema.parse(res.json.response);
    expect(now.versions.map((v) => v.id)).toEqual([oldest?.id]);
    expect(now.can_delete).toBe(true);
    expect((await del(ann, `post_id=${post.id}&version_id=${newest?.id}`)).status).toBe(404);
    const fetched = (await versions(ben, post.id)).body;
    expect(fetched?.versions).toHaveLength(1);
    const feed = await ann.get('/svc/post/dashboard/before/0');
    expect((feed.json.response.posts as Post[]).find((p) => p.id === post.id)).toMatchObject({
      version_count: 1,
      edited_at: expect.any(Number),
    });
  });
});

it('deleting the post deletes its history', async () => {
  const post = await createPost(ann, 'ann', { 'post[one]': 'Gone soon', 'post[two]': '<p>1</p>' });
  await edit(post, { 'post[two]': '<p>2</p>' });
  const rowsOf = () => ctx.app.db.selectFrom('post_versions').select('id').where('post_id', '=', Number(post.id)).execute();
  expect(await rowsOf()).toHaveLength(1);
  expect((await ann.post('/svc/post/delete', { post_id: post.id, channel_id: 'ann' })).status).toBe(200);
  expect(await rowsOf()).toHaveLength(0);
  expect((await versions(ann, post.id)).status).toBe(404);
});
