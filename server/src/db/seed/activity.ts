import { commentField, type AnyPostType, type PostContent } from '@dash/shared-contracts';
import { parseJson } from '../../lib/json';
import type { Random } from '../../lib/prng';
import type { Executor } from '../../repositories/executor';
import { insertReply } from '../../repositories/notes';
import { adjustPostCounters, findPostById, findPostsByIds, insertPost } from '../../repositories/posts';
import { insertNotification } from '../../repositories/social';
import { notifyMentions } from '../../services/mentions';
import { notifyReblog, reblogContent, recordReblog } from '../../services/post-form/reblog';
import { seedPost } from './posts';

interface Ctx {
  blogs: { id: number; name: string; userId: number }[];
  published: { id: number; blogId: number; timestamp: number }[];
  now: number;
}

const REPLIES = ['This made my morning.', 'Saving this for the weekend!', 'Where did you find this?'];

/**
 * The notification types the other seeds do not make (issue 11, mfe-activity README): mentions of the
 * demo's first blog in others' posts, replies on its posts and a reblog that adds a photo, all through
 * the same services the product uses, spread over the last few days. Returns the posts made.
 */
export async function seedActivity(db: Executor, random: Random, ctx: Ctx): Promise<number> {
  const main = ctx.blogs[0];
  if (!main) return 0;
  const others = ctx.blogs.filter((b) => b.userId !== main.userId);
  const own = ctx.published.filter((p) => p.blogId === main.id).sort((a, b) => b.timestamp - a.timestamp);
  let made = 0;

  // Mentions: two posts that name @{main}.
  for (const [i, by] of others.slice(0, 2).entries()) {
    // Older than the newest posts, so the explore page's first screen stays as the other seeds make it.
    const at = ctx.now - (i + 2) * 86400 - random.int(0, 3600);
    const id = await seedPost(db, random, {
      blogId: by.id,
      type: 'text',
      content: {
        title: i === 0 ? 'Credit where due' : 'Weekend plans',
        body: `<p>Tried the idea from @${main.name} and it worked.</p>`,
      },
      tags: ['shoutout'],
      timestamp: at,
    });
    await notifyMentions(db, id, at);
    made++;
  }

  // Replies on the main blog's newest posts.
  for (const [i, text] of REPLIES.entries()) {
    const post = own[i % Math.max(1, own.length)];
    const by = others[(i + 2) % others.length];
    if (!post || !by) continue;
    const at = ctx.now - (i + 1) * 86400 + random.int(0, 3600);
    await insertReply(db, { post_id: post.id, blog_id: by.id, text, created_at: at });
    await adjustPostCounters(db, post.id, { note_count: 1 });
    await insertNotification(db, {
      blog_id: main.id,
      type: 'reply',
      from_blog_id: by.id,
      post_id: post.id,
      created_at: at,
      reply_text: text,
    });
  }

  // A reblog with commentary (`new_post`) and one that adds a photo (the 'photo' notification), its
  // picture one of the demo's photos.
  const photoPost = (
    await findPostsByIds(
      db,
      ctx.published.map((p) => p.id),
    )
  ).find((p) => p.type === 'photo');
  const picture = photoPost ? parseJson<PostContent>(photoPost.content, {}).photos?.[0]?.url : undefined;
  const reblogs = [
    { parentId: own[1]?.id, by: others[1], comment: '<p>Adding this to my list, thank you!</p>', daysAgo: 2 },
    {
      parentId: own[0]?.id,
      by: others[others.length - 1],
      comment: picture ? `<p><img src="${picture}" alt="My version"></p><p>Made it too!</p>` : '',
      daysAgo: 3,
    },
  ];
  for (const { parentId, by, comment, daysAgo } of reblogs) {
    const parent = parentId ? await findPostById(db, parentId) : undefined;
    if (!parent || !by || !comment) continue;
    const at = ctx.now - daysAgo * 86400 - random.int(0, 3600);
    const content = reblogContent(parent.type as AnyPostType, parseJson<PostContent>(parent.content, {}), comment);
    const trail = await recordReblog(db, parent);
    const id = await insertPost(
      db,
      {
        blog_id: by.id,
        type: parent.type,
        state: 'published',
        format: 'rich',
        content: JSON.stringify(content),
        tags: '[]',
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
        asking_blog_id: null,
      },
      [],
    );
    await notifyReblog(db, parent, { id, blog_id: by.id, comment: content[commentField(parent.type)] ?? '' }, at);
    made++;
  }
  return made;
}
