import type { AnyPostType, PostContent } from '@dash/shared-contracts';
import { parseJson } from '../../lib/json';
import type { Random } from '../../lib/prng';
import type { Executor } from '../../repositories/executor';
import { findPostById, insertPost } from '../../repositories/posts';
import { insertNotification } from '../../repositories/social';
import { notifyReblog, reblogContent, recordReblog } from '../../services/post-form/reblog';

interface Ctx {
  blogs: { id: number; name: string; userId: number }[];
  published: { id: number; blogId: number; timestamp: number }[];
  now: number;
}

const REBLOG_COMMENTS = [
  '<p>This!</p>',
  '<p>Saving this forever.</p>',
  '',
  '<p>Exactly how I feel today.</p>',
  '<p>so good</p>',
  '',
];

/** Follows, likes and reblogs between the demo blogs, with their notifications. Returns reblogs made. */
export async function seedInteractions(db: Executor, random: Random, ctx: Ctx): Promise<number> {
  const users = [...new Set(ctx.blogs.map((b) => b.userId))];
  const primary = (userId: number) => ctx.blogs.find((b) => b.userId === userId) as Ctx['blogs'][number];
  const ownerOf = new Map(ctx.blogs.map((b) => [b.id, b.userId]));

  for (const userId of users) {
    const others = random.shuffle(ctx.blogs.filter((b) => b.userId !== userId));
    for (const blog of others.slice(0, random.int(4, 7))) {
      const at = ctx.now - random.int(3600, 28 * 86400);
      await db
        .insertInto('follows')
        .values({ user_id: userId, blog_id: blog.id, is_subscribed: random.chance(0.3) ? 1 : 0, created_at: at })
        .execute();
      await insertNotification(db, {
        blog_id: blog.id,
        type: 'follower',
        from_blog_id: primary(userId).id,
        post_id: null,
        created_at: at,
      });
    }
    const likeable = random.shuffle(ctx.published.filter((p) => ownerOf.get(p.blogId) !== userId));
    for (const post of likeable.slice(0, random.int(8, 15))) {
      const at = Math.min(ctx.now, post.timestamp + random.int(60, 3 * 86400));
      await db.insertInto('likes').values({ user_id: userId, post_id: post.id, created_at: at }).execute();
      await insertNotification(db, {
        blog_id: post.blogId,
        type: 'like',
        from_blog_id: primary(userId).id,
        post_id: post.id,
        created_at: at,
      });
    }
  }

  let reblogs = 0;
  const pool = [...ctx.published];
  for (let i = 0; i < 14; i++) {
    const source = random.pick(pool);
    const by = random.pick(ctx.blogs.filter((b) => b.userId !== ownerOf.get(source.blogId)));
    const parent = await findPostById(db, source.id);
    if (!parent) continue;
    const at = Math.min(ctx.now - 60, parent.timestamp + random.int(600, 2 * 86400));
    const trail = await recordReblog(db, parent);
    const comment = REBLOG_COMMENTS[i % REBLOG_COMMENTS.length] ?? '';
    const content = reblogContent(parent.type as AnyPostType, parseJson<PostContent>(parent.content, {}), comment);
    const id = await insertPost(
      db,
      {
        blog_id: by.id,
        type: parent.type,
        state: 'published',
        format: 'rich',
        content: JSON.stringify(content),
        tags: parent.tags,
        slug: parent.slug,
        created_at: at,
        updated_at: at,
        timestamp: at,
        publish_on: null,
        root_id: parent.root_id ?? parent.id,
        reblog_key: random.hex(8),
        reblogged_from_post_id: parent.id,
        reblogged_from_blog_id: parent.blog_id,
        trail,
        source_url: null,
        asking_blog_id: parent.asking_blog_id,
      },
      parseJson<string[]>(parent.tags, []),
    );
    await notifyReblog(db, parent, { id, blog_id: by.id, comment }, at);
    pool.push({ id, blogId: by.id, timestamp: at });
    reblogs++;
  }
  return reblogs;
}
