import sharp from 'sharp';
import { FastReblogResponseSchema, SaveResponseSchema, type Post } from '@dash/shared-contracts';
import { uploadPhoto } from '../../../test/multipart';
import { savePost } from '../../../test/posts';
import { setupTestApp } from '../../../test/setup-test-app';

// Issue 10: a reblog trail lists every earlier post with its own content; the original's photos,
// link or question belong to the original's entry (the first), never to a reblogger's comment.
const {
  ctx,
  users: { ann, ben, cat },
} = setupTestApp('ann', 'ben', 'cat');

async function reblog(client: typeof ann, blog: string, parent: Post, comment: string): Promise<Post> {
  const res = await client.post('/svc/post/update', {
    channel_id: blog,
    reblog_post_id: parent.id,
    reblog_key: parent.reblog_key,
    'post[two]': comment,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return SaveResponseSchema.parse(res.json.response).created_post;
}

async function photoPost(): Promise<Post> {
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  const upload = await uploadPhoto(ctx.app, ann, { data, type: 'image/png' });
  const res = await savePost(ann, 'ann', {
    'post[type]': 'photo',
    'post[two]': '<p>My cat</p>',
    'images[o1]': upload.json.response.id as string,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return SaveResponseSchema.parse(res.json.response).created_post;
}

describe('reblog trails', () => {
  it('a reblog of a reblog of a photo: the photo in the root entry, each comment in its own entry', async () => {
    const original = await photoPost();
    const photoUrl = original.content.photos?.[0]?.url;
    expect(photoUrl).toBeTruthy();
    const first = await reblog(ben, 'ben', original, '<p>So cute</p>');
    const second = await reblog(cat, 'cat', first, '<p>Agreed</p>');

    expect(first.trail).toEqual([
      {
        blog: expect.objectContaining({ name: 'ann' }),
        post_id: original.id,
        html: '<p>My cat</p>',
        content: expect.objectContaining({ caption: '<p>My cat</p>', photos: [expect.objectContaining({ url: photoUrl })] }),
      },
    ]);
    expect(second.trail).toEqual([
      expect.objectContaining({
        post_id: original.id,
        html: '<p>My cat</p>',
        content: expect.objectContaining({ caption: '<p>My cat</p>' }),
      }),
      { blog: expect.objectContaining({ name: 'ben' }), post_id: first.id, html: '<p>So cute</p>' },
    ]);
    expect(second.trail[0]?.content?.photos?.[0]?.url).toBe(photoUrl);
    // The reblogger's own words stay the post's comment field; the trail never repeats them.
    expect(second.content.caption).toBe('<p>Agreed</p>');
    expect(second.trail.some((entry) => entry.html.includes('Agreed'))).toBe(false);
  });

  it('a reblogged answer keeps its question and asker in the root entry', async () => {
    const asked = await ben.post('/svc/post/ask', { recipient: 'ann', question: 'Tea or coffee?', anonymous: '0' });
    expect(asked.status).toBe(200);
    const ask = await ctx.app.db
      .selectFrom('posts')
      .select(['id', 'reblog_key'])
      .where('type', '=', 'answer')
      .where('state', '=', 'unapproved')
      .executeTakeFirstOrThrow();
    const answered = await ann.post('/answer', {
      post_id: String(ask.id),
      tumblelog: 'ann',
      key: ask.reblog_key,
      answer_text: 'Tea',
    });
    expect(answered.status).toBe(200);
    const answer = answered.json.response.post as Post;

    const fast = FastReblogResponseSchema.parse(
      (await cat.post('/fast_reblog', { reblog_post_id: answer.id, reblog_key: answer.reblog_key })).json.response,
    );
    const [root] = fast.created_post.trail;
    expect(root).toMatchObject({
      blog: { name: 'ann' },
      post_id: answer.id,
      content: { question: 'Tea or coffee?', asking_name: 'ben', answer: root?.html },
    });
    expect(root?.html).toContain('Tea');
    expect(fast.created_post.content.answer).toBe('');
  });

  it('an original post has no trail', async () => {
    const original = await photoPost();
    expect(original.trail).toEqual([]);
  });
});
