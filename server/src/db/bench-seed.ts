import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { DEFAULT_THEME } from '../mappers/blog';
import { hashPassword } from '../lib/crypto';
import { createRandom, type Random } from '../lib/prng';
import { DAY_SECONDS, nowSeconds } from '../lib/time';
import { migrateToLatest, openDatabase } from './database';
import { registerSqlFunctions } from './search-text';

/**
 * The benchmark world (issue 8): 200,000 posts on 5,000 blogs in its own SQLite file, built in seconds.
 * The schema comes from the real migrations; the rows are written with prepared statements in one
 * transaction per table, counters are set directly (no per-row triggers of the product's write paths)
 * and no picture is rendered: photo posts share a handful of media rows.
 */
export const BENCH_EMAIL = 'bench@bench.test';
/** Meets the new-password rules (10+ characters, not a common password). */
export const BENCH_PASSWORD = 'quiet-feed-bench-2048';
export const BENCH_BLOG = 'bench';

export interface BenchOptions {
  posts?: number;
  blogs?: number;
  /** Blogs the bench user follows. */
  benchFollows?: number;
}

export interface BenchResult {
  users: number;
  blogs: number;
  posts: number;
  follows: number;
  likes: number;
  tags: number;
  notifications: number;
  conversations: number;
}

const TAGS = Array.from({ length: 300 }, (_, i) => `tag${i}`);
const HOT_TAGS = ['art', 'photography', 'cats', 'music', 'travel', 'books', 'cooking', 'design'];
const PHOTO_COUNT = 6;

function photo(n: number) {
  const url = `/media/bench/photo-${n}.jpg`;
  return { url, width: 1280, height: 960, caption: '', alt_sizes: [{ url, width: 500, height: 375 }] };
}

function contentOf(type: string, i: number, random: Random): string {
  const line = `Post number ${i}: notes on ${random.pick(HOT_TAGS)} and ${random.pick(TAGS)}.`;
  if (type === 'photo') return JSON.stringify({ photos: [photo(i % PHOTO_COUNT)], layout: '1', caption: `<p>${line}</p>` });
  if (type === 'quote') return JSON.stringify({ quote: `<p>${line}</p>`, source: '<p>Somebody</p>' });
  if (type === 'link') return JSON.stringify({ url: `https://example.com/${i}`, title: line, description: '<p>A link.</p>' });
  return JSON.stringify({ title: `Title ${i}`, body: `<p>${line}</p><p>${'Lorem ipsum dolor sit amet. '.repeat(4)}</p>` });
}

/** Builds the world into `file`, replacing whatever was there. */
export async function buildBenchWorld(file: string, options: BenchOptions = {}): Promise<BenchResult> {
  const POSTS = options.posts ?? 200_000;
  const BLOGS = options.blogs ?? 5_000;
  const BENCH_FOLLOWS = Math.min(options.benchFollows ?? 250, BLOGS - 1);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });

  const kdb = openDatabase(file);
  await migrateToLatest(kdb);
  await kdb.destroy();

  const random = createRandom(8_200_000);
  const now = nowSeconds();
  const { hash, salt } = await hashPassword(BENCH_PASSWORD);
  const db = new SQLite(file);
  // Posts written here go through the post_search triggers (migration 013), which call these.
  registerSqlFunctions(db);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const tx = (fn: () => void) => db.transaction(fn)();

  // One user per blog; user 1 / blog 1 is the bench user. Same password hash for all (one scrypt run).
  const theme = JSON.stringify(DEFAULT_THEME);
  tx(() => {
    const user = db.prepare(
      `INSERT INTO users (id, name, email, password_hash, password_salt, primary_blog_id, is_verified_email, polling_token, created_at, tour_done)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, 1)`,
    );
    const blog = db.prepare(
      `INSERT INTO blogs (id, uuid, name, title, description, avatar, theme, owner_user_id, mention_key, created_at)
       VALUES (?, ?, ?, ?, '', NULL, ?, ?, ?, ?)`,
    );
    for (let id = 1; id <= BLOGS; id++) {
      const name = id === 1 ? BENCH_BLOG : `blog-${id}`;
      const email = id === 1 ? BENCH_EMAIL : `user${id}@bench.test`;
      user.run(id, name, email, hash, salt, id, `poll${random.hex(24)}`, now - 400 * DAY_SECONDS);
      blog.run(
        id,
        `t:bench-${id}-${random.hex(12)}`,
        name,
        `Blog ${id}`,
        theme,
        id,
        `mk${id}${random.hex(12)}`,
        now - 400 * DAY_SECONDS,
      );
    }
    const media = db.prepare(
      `INSERT INTO media (owner_user_id, kind, path, mime, width, height, sizes, created_at) VALUES (1, 'photo', ?, 'image/jpeg', 1280, 960, '[]', ?)`,
    );
    for (let n = 0; n < PHOTO_COUNT; n++) media.run(`bench/photo-${n}.jpg`, now);
  });

  // Follows: the bench user follows BENCH_FOLLOWS blogs, everyone else 10–60.
  const followers = new Array<number>(BLOGS + 1).fill(0);
  const friends = new Array<number>(BLOGS + 1).fill(0);
  let follows = 0;
  tx(() => {
    const ins = db.prepare('INSERT OR IGNORE INTO follows (user_id, blog_id, is_subscribed, created_at) VALUES (?, ?, 0, ?)');
    for (let u = 1; u <= BLOGS; u++) {
      const count = u === 1 ? BENCH_FOLLOWS : random.int(10, 60);
      const seen = new Set<number>();
      while (seen.size < count) {
        const b = u === 1 ? 2 + seen.size * Math.floor((BLOGS - 1) / count) : random.int(1, BLOGS);
        if (b === u || seen.has(b)) continue;
        seen.add(b);
        ins.run(u, b, now - random.int(1, 300) * DAY_SECONDS);
        followers[b] = (followers[b] ?? 0) + 1;
      }
      friends[u] = count;
      follows += count;
    }
  });

  // Posts, newest last; ~6% not published (private, draft, queued) so visibility rules are exercised;
  // ~5% reblogs of an earlier post with a one-item trail.
  const counts = Array.from({ length: BLOGS + 1 }, () => ({ post: 0, drafts: 0, queue: 0 }));
  const postBlog = new Int32Array(POSTS + 1);
  const likeCount = new Int32Array(POSTS + 1);
  const reblogCount = new Int32Array(POSTS + 1);
  const published: number[] = [];
  let tagRows = 0;
  const span = 365 * DAY_SECONDS;
  tx(() => {
    const post = db.prepare(
      `INSERT INTO posts (id, blog_id, type, state, format, content, tags, slug, created_at, updated_at, timestamp,
         publish_on, root_id, reblog_key, reblogged_from_post_id, reblogged_from_blog_id, trail)
       VALUES (?, ?, ?, ?, 'rich', ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const tag = db.prepare('INSERT OR IGNORE INTO post_tags (post_id, tag) VALUES (?, ?)');
    const types = ['text', 'photo', 'text', 'quote', 'photo', 'link'];
    for (let id = 1; id <= POSTS; id++) {
      // Skewed so some blogs post a lot, as on the real thing.
      const blogId = Math.min(BLOGS, 1 + Math.floor(Math.pow(random.next(), 1.6) * BLOGS));
      const ts = now - span + Math.floor((id / POSTS) * span) - 60;
      const roll = random.next();
      const state = roll < 0.94 ? 'published' : roll < 0.96 ? 'private' : roll < 0.98 ? 'draft' : 'queued';
      const tags = random.chance(0.8)
        ? [...new Set([random.pick(HOT_TAGS), ...Array.from({ length: random.int(0, 3) }, () => random.pick(TAGS))])]
        : [];
      let parent: number | null = null;
      if (state === 'published' && published.length > 100 && random.chance(0.05)) {
        parent = published[random.int(published.length - 100, published.length - 1)] ?? null;
      }
      const parentBlog = parent ? (postBlog[parent] ?? null) : null;
      const trail = parent
        ? JSON.stringify([{ blog: { name: `blog-${parentBlog}` }, post_id: String(parent), html: '<p>Earlier.</p>' }])
        : '[]';
      post.run(
        id,
        blogId,
        types[id % types.length],
        state,
        contentOf(types[id % types.length] ?? 'text', id, random),
        JSON.stringify(tags),
        ts,
        ts,
        ts,
        state === 'queued' ? now + DAY_SECONDS : null,
        parent,
        random.hex(8),
        parent,
        parentBlog,
        trail,
      );
      for (const t of tags) tag.run(id, t);
      tagRows += tags.length;
      postBlog[id] = blogId;
      const c = counts[blogId];
      if (c) {
        if (state === 'published') c.post++;
        else if (state === 'draft') c.drafts++;
        else if (state === 'queued') c.queue++;
      }
      if (state === 'published') published.push(id);
      if (parent) reblogCount[parent] = (reblogCount[parent] ?? 0) + 1;
    }
  });

  // Likes: the bench user likes 2,000 posts, every other user 0–80 (~200,000 rows).
  let likes = 0;
  const liked = new Array<number>(BLOGS + 1).fill(0);
  tx(() => {
    const ins = db.prepare('INSERT OR IGNORE INTO likes (user_id, post_id, created_at) VALUES (?, ?, ?)');
    for (let u = 1; u <= BLOGS; u++) {
      const n = u === 1 ? 2_000 : random.int(0, 80);
      for (let k = 0; k < n; k++) {
        const p = published[random.int(0, published.length - 1)] ?? 1;
        if (ins.run(u, p, now - random.int(0, span)).changes === 0) continue;
        likeCount[p] = (likeCount[p] ?? 0) + 1;
        liked[u] = (liked[u] ?? 0) + 1;
        likes++;
      }
    }
  });

  // Counters set directly, as the write paths would have kept them.
  tx(() => {
    const postCounters = db.prepare('UPDATE posts SET like_count = ?, reblog_count = ?, note_count = ? WHERE id = ?');
    for (let id = 1; id <= POSTS; id++) {
      const l = likeCount[id] ?? 0;
      const r = reblogCount[id] ?? 0;
      if (l + r > 0) postCounters.run(l, r, l + r, id);
    }
    const blogCounters = db.prepare(
      'UPDATE blogs SET post_count = ?, drafts_count = ?, queue_count = ?, follower_count = ? WHERE id = ?',
    );
    const userCounters = db.prepare('UPDATE users SET liked_post_count = ?, friend_count = ? WHERE id = ?');
    for (let b = 1; b <= BLOGS; b++) {
      const c = counts[b] ?? { post: 0, drafts: 0, queue: 0 };
      blogCounters.run(c.post, c.drafts, c.queue, followers[b] ?? 0, b);
      userCounters.run(liked[b] ?? 0, friends[b] ?? 0, b);
    }
  });

  // Notifications (likes and follows, 10 per blog; 500 for the bench blog), promotions in the hot
  // tags, a few blocks by the bench user, and conversations with unread counts for the poll.
  let notifications = 0;
  let conversations = 0;
  tx(() => {
    const note = db.prepare(
      'INSERT INTO notifications (blog_id, type, from_blog_id, post_id, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (let b = 1; b <= BLOGS; b++) {
      for (let k = 0; k < (b === 1 ? 500 : 10); k++) {
        const like = random.chance(0.7);
        note.run(
          b,
          like ? 'like' : 'follow',
          random.int(1, BLOGS),
          like ? (published[random.int(0, published.length - 1)] ?? null) : null,
          now - random.int(0, span),
        );
        notifications++;
      }
    }
    const promo = db.prepare('INSERT OR IGNORE INTO post_promotions (post_id, tag, blog_id, created_at) VALUES (?, ?, ?, ?)');
    const recent = published.slice(-20_000);
    for (const t of HOT_TAGS) {
      for (let k = 0; k < 5; k++) {
        const p = recent[random.int(0, recent.length - 1)] ?? 1;
        promo.run(p, t, postBlog[p] ?? 1, now - k * 60);
      }
    }
    const block = db.prepare('INSERT OR IGNORE INTO blocks (blog_id, blocked_blog_id, created_at) VALUES (1, ?, ?)');
    for (let k = 0; k < 5; k++) block.run(2 + random.int(0, BLOGS - 2), now);

    const conv = db.prepare("INSERT INTO conversations (status, created_at, last_modified_ts) VALUES ('ACTIVE', ?, ?)");
    const part = db.prepare(
      'INSERT INTO conversation_participants (conversation_id, blog_id, last_read_ts, unread_count) VALUES (?, ?, ?, ?)',
    );
    const msg = db.prepare("INSERT INTO messages (conversation_id, sender_blog_id, type, text, ts) VALUES (?, ?, 'TEXT', ?, ?)");
    for (let k = 0; k < 2_000; k++) {
      // The first 30 are the bench blog's; the rest are between other blogs.
      const a = k < 30 ? 1 : random.int(2, BLOGS);
      let other = random.int(2, BLOGS);
      if (other === a) other = a === BLOGS ? 2 : a + 1;
      const ts = (now - random.int(0, 30) * DAY_SECONDS) * 1000;
      const id = Number(conv.run(ts, ts).lastInsertRowid);
      for (let m = 0; m < 5; m++) msg.run(id, m % 2 ? a : other, `Message ${m}`, ts - (5 - m) * 1000);
      part.run(id, a, ts - 3000, random.int(0, 3));
      part.run(id, other, ts, 0);
      conversations++;
    }
  });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { users: BLOGS, blogs: BLOGS, posts: POSTS, follows, likes, tags: tagRows, notifications, conversations };
}
