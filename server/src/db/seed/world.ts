import type { AnyPostType, PostContent } from '@dash/shared-contracts';
import { createRandom, type Random } from '../../lib/prng';
import { DAY_SECONDS, nowMs, nowSeconds } from '../../lib/time';
import { createAccount } from '../../services/accounts';
import { createBlog, giveAvatar } from '../../services/blog-factory';
import { insertConversation, insertMessage, markRead } from '../../repositories/conversations';
import type { Executor } from '../../repositories/executor';
import { updateBlogSettings } from '../../repositories/blogs';
import { setPrimaryBlog } from '../../repositories/users';
import { ASKS, MESSAGES, UNANSWERED_ASKS } from './content';
import { copyAvFixtures, generatePhoto } from './media';
import { DEMO_PASSWORD, DEMO_USERS } from './people';
import { contentFor, seedPost } from './posts';
import { seedGifPosts, seedSubmission } from './gifs';
import { seedInteractions } from './interactions';
import { seedActivity } from './activity';
import { recountAll } from './recount';

/** Demo blogs with a header image (the others show none, as before). */
const HEADER_BLOGS = ['maya-draws', 'jun-travels', 'alex-shoots'];

const TYPE_PLAN: AnyPostType[] = ['text', 'photo', 'text', 'quote', 'photo', 'link', 'chat', 'photo', 'audio', 'video'];

export interface SeedResult {
  users: number;
  blogs: number;
  posts: number;
  missingFixtures: string[];
}

interface SeededBlog {
  id: number;
  name: string;
  uuid: string;
  userId: number;
  topics: string[];
}

export async function seedWorld(db: Executor, mediaDir: string): Promise<SeedResult> {
  const random = createRandom(20240611);
  const now = nowSeconds();
  const av = copyAvFixtures(mediaDir);
  let imageCount = 0;
  const photo = (kind: 'scene' | 'abstract') => () =>
    generatePhoto(db, mediaDir, random, `img-${String(++imageCount).padStart(3, '0')}`, kind);
  const media = { photos: photo('scene'), albumArt: photo('abstract'), poster: photo('scene'), av };

  // Users and blogs; uuids and mention keys come from the PRNG so the world is the same everywhere.
  const blogs: SeededBlog[] = [];
  for (const [ui, user] of DEMO_USERS.entries()) {
    const userId = await createAccount(db, {
      email: `${user.username}@demo.test`,
      password: DEMO_PASSWORD,
      name: user.username,
      verified: true,
      createdAt: now - 400 * DAY_SECONDS + ui * DAY_SECONDS,
      pollingToken: random.hex(32),
      tourDone: true,
    });
    for (const [bi, b] of user.blogs.entries()) {
      const uuid = `t:${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`;
      const id = await createBlog(db, {
        ownerId: userId,
        name: b.name,
        title: b.title,
        description: b.description,
        theme: b.theme,
        uuid,
        mentionKey: random.hex(16),
      });
      if (bi === 0) await setPrimaryBlog(db, userId, id);
      await giveAvatar(db, mediaDir, { id, name: b.name, uuid });
      blogs.push({ id, name: b.name, uuid, userId, topics: b.topics });
    }
  }

  // Header images for a few blogs, described (issue 13). Their own PRNG, so the rest of the world is unchanged.
  const headerRandom = createRandom(20240612);
  for (const name of HEADER_BLOGS) {
    const blog = blogs.find((b) => b.name === name);
    if (!blog) continue;
    const header = await generatePhoto(db, mediaDir, headerRandom, `header-${name}`, 'scene');
    const row = await db.selectFrom('blogs').select('theme').where('id', '=', blog.id).executeTakeFirstOrThrow();
    const theme = { ...JSON.parse(row.theme), header_image: header.url };
    await updateBlogSettings(db, blog.id, { theme: JSON.stringify(theme), header_image_alt: header.alt ?? '' });
  }

  // Original posts: nine per blog following a type plan, spread over the last 30 days.
  let posts = 0;
  const counters = new Map<AnyPostType, number>();
  const published: { id: number; blogId: number; timestamp: number }[] = [];
  for (const [bi, blog] of blogs.entries()) {
    for (let n = 0; n < 9; n++) {
      const type = TYPE_PLAN[(bi + n) % TYPE_PLAN.length] ?? 'text';
      const i = counters.get(type) ?? 0;
      counters.set(type, i + 1);
      const content = await contentFor(type, i + bi, random, media);
      const timestamp = now - random.int(3600, 30 * DAY_SECONDS);
      const tags = random.shuffle(blog.topics).slice(0, random.int(1, 3));
      const id = await seedPost(db, random, { blogId: blog.id, type, content, tags, timestamp });
      published.push({ id, blogId: blog.id, timestamp });
      posts++;
    }
  }

  // Answered asks (published answers), and a few unanswered asks in alex's inbox.
  for (const [i, ask] of ASKS.entries()) {
    const to = blogs[(i * 3 + 1) % blogs.length] as SeededBlog;
    const from = blogs[(i * 5 + 2) % blogs.length] as SeededBlog;
    const anonymous = i % 3 === 0 || from.userId === to.userId;
    const timestamp = now - random.int(3600, 20 * DAY_SECONDS);
    const content: PostContent = { question: ask.question, answer: ask.answer };
    const id = await seedPost(db, random, {
      blogId: to.id,
      type: 'answer',
      content,
      tags: ['ask'],
      timestamp,
      askingBlogId: anonymous ? null : from.id,
    });
    published.push({ id, blogId: to.id, timestamp });
    await db
      .insertInto('notifications')
      .values({
        blog_id: to.id,
        type: 'ask',
        from_blog_id: anonymous ? null : from.id,
        post_id: id,
        created_at: timestamp - 1800,
        answer_text: null,
        reply_text: null,
      })
      .execute();
    if (!anonymous) {
      await db
        .insertInto('notifications')
        .values({
          blog_id: from.id,
          type: 'answer',
          from_blog_id: to.id,
          post_id: id,
          created_at: timestamp,
          answer_text: ask.answer.replace(/<[^>]*>/g, ''),
          reply_text: null,
        })
        .execute();
    }
    posts++;
  }
  const alex = blogs[0] as SeededBlog;
  for (const [i, question] of UNANSWERED_ASKS.entries()) {
    const from = blogs[3 + i] as SeededBlog;
    const ts = now - (i + 1) * 5400;
    const id = await seedPost(db, random, {
      blogId: alex.id,
      type: 'answer',
      state: 'unapproved',
      content: { question },
      tags: [],
      timestamp: ts,
      askingBlogId: i === 1 ? null : from.id,
    });
    await db
      .insertInto('notifications')
      .values({
        blog_id: alex.id,
        type: 'ask',
        from_blog_id: i === 1 ? null : from.id,
        post_id: id,
        created_at: ts,
        answer_text: null,
        reply_text: null,
      })
      .execute();
  }
  posts += await seedAlexDrafts(db, random, alex.id, now);
  posts += await seedSubmission(db, random, alex.id, (blogs[4] as SeededBlog).id, now);
  posts += await seedGifPosts(db, mediaDir, random, blogs, now);
  posts += await seedInteractions(db, random, { blogs, published, now });
  posts += await seedActivity(db, random, { blogs, published, now });
  await seedConversations(db, blogs);
  await recountAll(db);
  return { users: DEMO_USERS.length, blogs: blogs.length, posts, missingFixtures: av.missing };
}

/** Drafts, a queue and a scheduled post, so those pages have something in them. */
async function seedAlexDrafts(db: Executor, random: Random, blogId: number, now: number): Promise<number> {
  const items: [string, PostContent, number | null][] = [
    ['draft', { title: 'Half an idea', body: '<p>Something about how bus stops are tiny public living rooms...</p>' }, null],
    [
      'draft',
      { title: 'Typography reading list', body: '<ul><li>Bringhurst</li><li>Lupton</li><li>Spiekermann</li></ul>' },
      null,
    ],
    ['queued', { title: 'Queued: Monday thought', body: '<p>Start the week with the smallest possible task.</p>' }, null],
    ['queued', { title: 'Queued: a favourite street', body: '<p>Rua da Rosa at 8am, before the shutters open.</p>' }, null],
    [
      'scheduled',
      { title: 'Scheduled: the zine is out', body: '<p>Our little zine goes live today. Thank you for waiting!</p>' },
      now + 2 * DAY_SECONDS,
    ],
  ];
  for (const [state, content, publishOn] of items) {
    await seedPost(db, random, {
      blogId,
      type: 'text',
      state,
      content,
      tags: ['design'],
      timestamp: publishOn ?? now - random.int(600, 86400),
      publishOn,
    });
  }
  return items.length;
}

/** A few conversations with unread messages for alex (the poll badge is not empty on first login). */
async function seedConversations(db: Executor, blogs: SeededBlog[]): Promise<void> {
  const byName = (name: string) => blogs.find((b) => b.name === name) as SeededBlog;
  const pairs: [SeededBlog, SeededBlog, boolean][] = [
    [byName('alex'), byName('maya-draws'), false],
    [byName('alex'), byName('sam-codes'), false],
    [byName('alex-cooks'), byName('priya-reads'), true],
    [byName('maya-draws'), byName('jun-travels'), true],
  ];
  let clock = nowMs() - 3 * 3600 * 1000;
  for (const [pi, [a, b, readByA]] of pairs.entries()) {
    // Issue 9: starting a conversation needs a follow (409 otherwise). The demo pairs follow each other
    // (added to the random follows, nothing removed; recountAll runs after), so new conversations
    // between them work too and the icebreakers read "Mutuals".
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      await db
        .insertInto('follows')
        .values({ user_id: from.userId, blog_id: to.id, is_subscribed: 0, created_at: Math.floor(clock / 1000) - 86400 })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const id = await insertConversation(db, [a.id, b.id], clock, { createdBy: a.id });
    for (const m of MESSAGES[pi] ?? []) {
      clock += 7 * 60 * 1000;
      await insertMessage(db, {
        conversationId: id,
        senderBlogId: m.from === 0 ? a.id : b.id,
        type: 'TEXT',
        text: m.text,
        postId: null,
        image: null,
        now: clock,
      });
    }
    if (readByA) await markRead(db, id, a.id, clock);
  }
}
