import sharp from 'sharp';
import { ALT_TEXT, SaveResponseSchema, type Photo, type Post } from '@dash/shared-contracts';
import { dbSnapshot } from '../../../../test/db-snapshot';
import { Client } from '../../../../test/helpers';
import { uploadPhoto } from '../../../../test/multipart';
import { savePost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';
import { firstBlogPage } from '../../../services/first-blog-page';

// Issue 13 "Alt text", items 1 and 3: the post form's alt[<key>] is stored with each photo, also on
// edit, and every answer carrying the photo returns it (PhotoSchema.alt, '' when none); reblogs keep
// the original's; inline <img alt> in post HTML is plain text of at most 1,000 characters.
const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');
const visitor = new Client(() => ctx.app);

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
async function upload(who: Client): Promise<string> {
  const res = await uploadPhoto(ctx.app, who, { data: await png(), type: 'image/png' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return res.json.response.id as string;
}

const alts = (post: Post | undefined) => post?.content.photos?.map((p: Photo) => p.alt);
const find = (posts: Post[], id: string) => posts.find((p) => p.id === id);

let post: Post;
beforeAll(async () => {
  await visitor.visit();
  await ben.post('/svc/follow', { tumblelog: 'ann' });
  const [one, two] = [await upload(ann), await upload(ann)];
  const res = await savePost(ann, 'ann', {
    'post[type]': 'photo',
    'post[tags]': 'lighthouse',
    'post[two]': '<p>Okapi coast</p>',
    'post[photoset_order]': 'o1,o2',
    'images[o1]': one as string,
    'images[o2]': two as string,
    'alt[o1]': '  A <b>red</b> lighthouse on a cliff at dusk ',
  });
  expect(res.status).toBe(200);
  post = SaveResponseSchema.parse(res.json.response).created_post;
});

describe('photo alt text (alt[<key>])', () => {
  it('is stored with each photo, cleaned (markup reduced to its text, trimmed), and "" where none was sent', () => {
    expect(alts(post)).toEqual(['A red lighthouse on a cliff at dusk', '']);
  });

  it('comes back in every answer carrying the photo: feed, edit fetch, blog page, permalink, search, first page', async () => {
    const expected = ['A red lighthouse on a cliff at dusk', ''];
    const dashboard = await ben.get('/svc/post/dashboard/before/0');
    expect(alts(find(dashboard.json.response.posts, post.id))).toEqual(expected);
    const fetched = await ann.post('/svc/post/fetch', { post_id: post.id });
    expect(alts(fetched.json.response.post)).toEqual(expected);
    const blog = await visitor.get('/svc/indash_blog/posts?tumblelog_name_or_id=ann');
    expect(alts(find(blog.json.response.posts, post.id))).toEqual(expected);
    const permalink = await visitor.get(`/svc/indash_blog/posts?tumblelog_name_or_id=ann&post_id=${post.id}`);
    expect(alts(permalink.json.response.posts[0])).toEqual(expected);
    const search = await visitor.get('/svc/search/posts/lighthouse');
    expect(alts(find(search.json.response.posts, post.id))).toEqual(expected);
    const first = await firstBlogPage(ctx.app.db, null, { name: 'ann', postId: post.id });
    expect(alts(first.initial?.response?.posts[0])).toEqual(expected);
    // The permalink page's link preview names it too.
    const page = await visitor.get(`/blog/ann/post/${post.id}`, { accept: 'text/html' });
    expect(page.res.body).toContain('<meta property="og:image:alt" content="A red lighthouse on a cliff at dusk">');
  });

  it("changes on an edit that changes only an alt text, and an edit without alt[...] keeps the photos' own", async () => {
    const urls = post.content.photos?.map((p) => p.url) ?? [];
    const edit = (fields: Record<string, string>) =>
      savePost(ann, 'ann', {
        edit_post_id: post.id,
        'post[type]': 'photo',
        'post[two]': '<p>Okapi coast</p>',
        'post[photoset_order]': 'o1,o2',
        'images[o1]': urls[0] ?? '',
        'images[o2]': urls[1] ?? '',
        ...fields,
      });
    const changed = await edit({ 'alt[o1]': 'A red lighthouse', 'alt[o2]': 'Waves & rocks <3' });
    expect(changed.status).toBe(200);
    expect(alts(changed.json.response.created_post)).toEqual(['A red lighthouse', 'Waves & rocks <3']);
    const kept = await edit({});
    expect(alts(kept.json.response.created_post)).toEqual(['A red lighthouse', 'Waves & rocks <3']);
    const cleared = await edit({ 'alt[o1]': '', 'alt[o2]': 'Waves & rocks <3' });
    expect(alts(cleared.json.response.created_post)).toEqual(['', 'Waves & rocks <3']);
    post = cleared.json.response.created_post as Post;
  });

  it("is kept by reblogs: the reblog's content and its trail's root entry carry the original's alt", async () => {
    const res = await savePost(ben, 'ben', {
      reblog_post_id: post.id,
      reblog_key: post.reblog_key,
      'post[two]': '<p>So good</p>',
    });
    expect(res.status).toBe(200);
    const reblog = res.json.response.created_post as Post;
    expect(alts(reblog)).toEqual(['', 'Waves & rocks <3']);
    expect(reblog.trail[0]?.content?.photos?.map((p) => p.alt)).toEqual(['', 'Waves & rocks <3']);
    const fast = await ben.post('/fast_reblog', { reblog_post_id: post.id, reblog_key: post.reblog_key });
    expect(fast.status).toBe(200);
    const feed = await ben.get('/svc/post/dashboard/before/0');
    const reblogs = (feed.json.response.posts as Post[]).filter((p) => p.reblogged_from?.name === 'ann');
    expect(reblogs.length).toBeGreaterThanOrEqual(2);
    for (const r of reblogs) expect(alts(r)).toEqual(['', 'Waves & rocks <3']);
  });

  it('refuses 1,001 characters (the field named), wrong types, another blog and visitors, changing nothing', async () => {
    const before = await dbSnapshot(ctx.app);
    const urls = post.content.photos?.map((p) => p.url) ?? [];
    const photoEdit = { edit_post_id: post.id, 'post[type]': 'photo', 'images[o1]': urls[0] ?? '' };
    const long = await savePost(ann, 'ann', { ...photoEdit, 'alt[o1]': 'x'.repeat(ALT_TEXT.max + 1) });
    expect(long.status).toBe(400);
    expect(long.json.errors[0]).toMatchObject({ detail: ALT_TEXT.tooLong, field: 'alt[o1]' });
    const json = await ann.post(
      '/svc/post/update',
      JSON.stringify({ channel_id: 'ann', ...photoEdit, alt: { o1: ['a', 'b'] } }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(json.status).toBe(400);
    expect(json.json.errors[0].detail).toMatch(/Invalid "alt\[o1\]" type/);
    const repeated = await savePost(ann, 'ann', { ...photoEdit, 'alt[o1]': ['a', 'b'] });
    expect(repeated.status).toBe(400);
    // Ben cannot edit Ann's post, even only its alt text; a visitor cannot post at all.
    const other = await savePost(ben, 'ben', { ...photoEdit, 'alt[o1]': 'mine now' });
    expect(other.status).toBe(403);
    const other2 = await savePost(ben, 'ann', { ...photoEdit, 'alt[o1]': 'mine now' });
    expect(other2.status).toBe(403);
    await visitor.visit();
    const anon = await savePost(visitor, 'ann', { ...photoEdit, 'alt[o1]': 'anon' });
    expect(anon.status).toBe(401);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});

describe('inline <img alt> in post HTML', () => {
  const img = (alt: string) => `<p>Look</p><img src="https://images.example/cat.png" alt="${alt}">`;

  it('keeps alt as plain text in rich, html and markdown bodies', async () => {
    const rich = await savePost(ann, 'ann', { 'post[one]': 'Cat', 'post[two]': img('A &lt;i&gt;grey&lt;/i&gt; cat') });
    expect(rich.status).toBe(200);
    expect(rich.json.response.created_post.content.body).toContain('alt="A grey cat"');
    const html = await savePost(ann, 'ann', { editor_type: 'html', 'post[one]': 'Cat', 'post[two]': img('Tom & Jerry <3') });
    expect(html.json.response.created_post.content.body).toContain('alt="Tom &amp; Jerry &lt;3"');
    const md = await savePost(ann, 'ann', {
      editor_type: 'markdown',
      'post[one]': 'Cat',
      'post[two]': '![A cat *asleep*](https://images.example/cat.png)',
    });
    expect(md.json.response.created_post.content.body).toContain('alt="A cat asleep"');
  });

  it('refuses an alt over 1,000 characters with the field named, storing nothing', async () => {
    const before = await dbSnapshot(ctx.app);
    const res = await savePost(ann, 'ann', { 'post[one]': 'Cat', 'post[two]': img('z'.repeat(ALT_TEXT.max + 1)) });
    expect(res.status).toBe(400);
    expect(res.json.errors[0]).toMatchObject({ detail: ALT_TEXT.tooLong, field: 'post[two]' });
    const answer = await savePost(ann, 'ann', {
      'post[type]': 'photo',
      'images[o1]': post.content.photos?.[0]?.url ?? '',
      'post[two]': img('z'.repeat(ALT_TEXT.max + 1)),
    });
    expect(answer.status).toBe(400);
    expect(await dbSnapshot(ctx.app)).toEqual(before);
  });
});
