import { FeedResponseSchema, PostFetchResponseSchema, SaveResponseSchema } from '@dash/shared-contracts';
import { parseJson } from '../../../lib/json';
import { createPost, savePost } from '../../../../test/posts';
import { setupTestApp } from '../../../../test/setup-test-app';

const {
  ctx,
  users: { ann, ben },
} = setupTestApp('ann', 'ben');

const TYPED = 'Tom & Jerry <3';
const storedContent = async (id: string) =>
  parseJson<Record<string, unknown>>(
    (await ctx.app.db.selectFrom('posts').select('content').where('id', '=', Number(id)).executeTakeFirstOrThrow()).content,
    {},
  );

describe('plain text as typed (issue 7, defect 10)', () => {
  it('keeps a title, a chat line, a question and a reply exactly as typed', async () => {
    const text = await createPost(ann, 'ann', { 'post[one]': `  ${TYPED}  ` });
    expect(text.content.title).toBe(TYPED);
    const chat = SaveResponseSchema.parse(
      (
        await savePost(ann, 'ann', {
          'post[type]': 'conversation',
          'post[one]': TYPED,
          'post[two]': `Tom: ${TYPED}\nJerry: <b>x</b>`,
        })
      ).json.response,
    ).created_post;
    expect(chat.content.chat).toEqual([
      { label: 'Tom:', phrase: TYPED },
      { label: 'Jerry:', phrase: '<b>x</b>' },
    ]);
    expect((await ben.post('/svc/post/ask', { recipient: 'ann', question: TYPED })).status).toBe(200);
    const inbox = FeedResponseSchema.parse((await ann.get('/svc/post/inbox/before/0')).json.response);
    expect(inbox.posts[0]?.content.question).toBe(TYPED);
    expect((await ben.post('/svc/reply', { post_id: text.id, reply_text: TYPED })).status).toBe(200);
    const reply = await ctx.app.db
      .selectFrom('replies')
      .select('text')
      .where('post_id', '=', Number(text.id))
      .executeTakeFirstOrThrow();
    expect(reply.text).toBe(TYPED);
    const feed = FeedResponseSchema.parse((await ben.get('/svc/post/explore/before/0')).json.response);
    expect(feed.posts.find((p) => p.id === text.id)?.content.title).toBe(TYPED);
  });

  it('keeps a message as typed', async () => {
    const [annBlog, benBlog] = [ann.session?.blogs[0]?.uuid ?? '', ben.session?.blogs[0]?.uuid ?? ''];
    // A new conversation needs the sender to follow the recipient (409 otherwise).
    expect((await ann.post('/svc/follow', { tumblelog: ben.session?.blogs[0]?.name })).status).toBe(200);
    const sent = await ann.post('/svc/conversations/messages', {
      participant: annBlog,
      'participants[]': [annBlog, benBlog],
      type: 'TEXT',
      message: TYPED,
    });
    expect(sent.status).toBe(200);
    const read = await ben.get(
      `/svc/conversations/messages?conversation_id=${sent.json.response.conversation.id}&participant=${benBlog}`,
    );
    expect(read.json.response.messages.data.map((m: { content?: { text: string } }) => m.content?.text)).toEqual([TYPED]);
  });

  it('escapes og tags once, for the attribute', async () => {
    const post = await createPost(ann, 'ann', { 'post[one]': TYPED, 'post[two]': '<p>Fish &amp; chips</p>' });
    const page = await ctx.app.inject({ method: 'GET', url: `/blog/ann/post/${post.id}`, headers: { accept: 'text/html' } });
    expect(page.body).toContain('<meta property="og:title" content="Tom &amp; Jerry &lt;3">');
    expect(page.body).toContain('<meta property="og:description" content="Fish &amp; chips">');
  });
});

describe('iframes in post HTML (issue 7, defect 4)', () => {
  it('drops a foreign iframe and keeps a known player, sandboxed', async () => {
    const post = await createPost(ann, 'ann', {
      'post[two]':
        '<p>a</p><iframe src="https://evil.example/steal"></iframe><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-top-navigation"></iframe>',
    });
    const feed = FeedResponseSchema.parse((await ben.get('/svc/post/explore/before/0')).json.response);
    const body = feed.posts.find((p) => p.id === post.id)?.content.body;
    expect(body).toBe(
      '<p>a</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>',
    );
  });

  it("answers 'No embed specified.' for a pasted embed of an unknown host", async () => {
    const res = await savePost(ann, 'ann', {
      'post[type]': 'video',
      embed_code: '<iframe src="https://evil.example/player"></iframe>',
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].detail).toBe('No embed specified.');
  });
});

describe('the typed source of html posts (issue 7, defect 11)', () => {
  const typed = '<p>Hi</p><!-- note to self --><script>steal()</script>';

  it('goes to the owner in the edit form only: not in feeds, others, or fast reblogs', async () => {
    const post = SaveResponseSchema.parse(
      (await savePost(ann, 'ann', { 'post[one]': 'Html', 'post[two]': typed, editor_type: 'html' })).json.response,
    ).created_post;
    expect((await storedContent(post.id)).source_text).toEqual({ two: typed });
    const feed = await ben.get('/svc/post/explore/before/0');
    expect(JSON.stringify(feed.json)).not.toContain('steal()');
    const other = PostFetchResponseSchema.parse((await ben.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(other.mode).toBe('reblog');
    expect(JSON.stringify(other)).not.toContain('steal()');
    const own = PostFetchResponseSchema.parse((await ann.post('/svc/post/fetch', { post_id: post.id })).json.response);
    expect(own.post.content.source_text).toEqual({ two: typed });
    expect(own.form['post[two]']).toBe(typed);

    const reblog = await ben.post('/fast_reblog', { reblog_post_id: post.id, reblog_key: post.reblog_key });
    expect(reblog.status).toBe(200);
    expect(JSON.stringify(reblog.json)).not.toContain('steal()');
    expect((await storedContent(reblog.json.response.created_post.id)).source_text).toBeUndefined();
  });
});
