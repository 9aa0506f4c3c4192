import type { AnyPostType, FastReblogResponse, PostContent } from '@dash/shared-contracts';
import { forbidden } from '../../lib/app-error';
import { randomToken } from '../../lib/crypto';
import { parseJson } from '../../lib/json';
import { nowSeconds } from '../../lib/time';
import type { Executor } from '../../repositories/executor';
import { insertPost } from '../../repositories/posts';
import type { Auth } from '../../types/fastify';
import { currentBlogOf } from '../current-blog';
import { notifyReblog, reblogContent, recordReblog } from '../post-form/reblog';
import { str, truthy, type Body } from '../post-form/read-form';
import { postToInteractWith, REBLOG_GONE } from '../post-access';
import { countsOf, postIdOf, postView } from './common';
import { findBlogById } from '../../repositories/blogs';
import { assertBlogMayAct } from '../moderation/blog-access';

/**
 * POST /fast_reblog: reblogs a published post to the current blog in one click, with no comment;
 * published, or queued when `queue` is truthy. Own posts may be reblogged.
 */
export async function fastReblog(db: Executor, auth: Auth, body: Body): Promise<FastReblogResponse> {
  const parent = await postToInteractWith(db, auth, postIdOf(body, 'reblog_post_id', 'id'), 'reblog', REBLOG_GONE);
  if (str(body, 'reblog_key') !== parent.reblog_key) throw forbidden("That post can't be reblogged.");
  const blog = await currentBlogOf(db, auth);
  const parentBlog = await findBlogById(db, parent.blog_id);
  assertBlogMayAct(blog, 'reblog', parentBlog?.owner_user_id !== auth.user.id);
  const queue = truthy(body, 'queue');
  const now = nowSeconds();
  const content = reblogContent(parent.type as AnyPostType, parseJson<PostContent>(parent.content, {}), '');
  const id = await db.transaction().execute(async (trx) => {
    const newId = await insertPost(
      trx,
      {
        blog_id: blog.id,
        type: parent.type,
        state: queue ? 'queued' : 'published',
        format: parent.format,
        content: JSON.stringify(content),
        tags: '[]',
        slug: parent.slug,
        created_at: now,
        updated_at: now,
        timestamp: now,
        publish_on: null,
        root_id: parent.root_id ?? parent.id,
        reblog_key: randomToken(6),
        reblogged_from_post_id: parent.id,
        reblogged_from_blog_id: parent.blog_id,
        trail: await recordReblog(trx, parent),
        source_url: parent.source_url,
        // A reblogged answer keeps its asker, so the root entry still says who asked.
        asking_blog_id: parent.type === 'answer' ? parent.asking_blog_id : null,
      },
      [],
    );
    // A fast reblog adds no words: a plain 'reblog' notification.
    await notifyReblog(trx, parent, { id: newId, blog_id: blog.id, comment: '' }, now);
    return newId;
  });
  return {
    created_post: await postView(db, auth, id),
    post: await postView(db, auth, parent.id),
    context_tumblelog: await countsOf(db, blog.id),
    message: queue ? `Added to ${blog.name}'s queue.` : `Reblogged to ${blog.name}.`,
  };
}
