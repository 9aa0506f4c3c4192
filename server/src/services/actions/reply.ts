import type { ReplyResponse } from '@dash/shared-contracts';
import { badRequest, notFound } from '../../lib/app-error';
import { REPLY_MAX_CHARS } from '../../lib/limits';
import { plainText } from '../../lib/sanitize';
import { nowSeconds } from '../../lib/time';
import { findBlogById } from '../../repositories/blogs';
import type { Executor } from '../../repositories/executor';
import { insertReply } from '../../repositories/notes';
import { adjustPostCounters } from '../../repositories/posts';
import { insertNotification } from '../../repositories/social';
import type { Auth } from '../../types/fastify';
import { postToInteractWith } from '../post-access';
import { currentBlogOf } from '../current-blog';
import { replyNote } from '../notes';
import { str, type Body } from '../post-form/read-form';
import { actionAnswer, checkKey, postIdOf } from './common';
import { assertBlogMayAct } from '../moderation/blog-access';

export const REPLY_EMPTY = 'Write something to reply.';
export const REPLY_SENT = 'Your reply was sent.';
export const REPLY_TOO_LONG = `Replies can be at most ${REPLY_MAX_CHARS} characters.`;

/**
 * POST /svc/reply: a reply note on a published post from the current blog. `tumblelog` names the
 * post's blog (spec 1 §3 "Post as read by post actions"), checked when sent. Plain text, trimmed,
 * 1–475 characters. The post's blog is notified (activity type
 * 'reply' with reply_text) unless it replies to itself; the post's note count goes up by one. The
 * answer carries the note the reply became, as GET /svc/post/notes lists it.
 */
export async function reply(db: Executor, auth: Auth, body: Body): Promise<ReplyResponse> {
  const post = await postToInteractWith(db, auth, postIdOf(body, 'post_id', 'id'), 'reply');
  checkKey(post, str(body, 'tumblelog_key'));
  const owner = await findBlogById(db, post.blog_id);
  const named = str(body, 'tumblelog').trim();
  if (named && named !== owner?.name) throw notFound("That post doesn't exist anymore.");
  const blog = await currentBlogOf(db, auth);
  assertBlogMayAct(blog, 'reply', owner?.owner_user_id !== auth.user.id);
  const text = plainText(str(body, 'reply_text')).replace(/\s+/g, ' ').trim();
  if (!text) throw badRequest(REPLY_EMPTY, 'reply_text');
  if (text.length > REPLY_MAX_CHARS) throw badRequest(REPLY_TOO_LONG, 'reply_text');
  const now = nowSeconds();
  const replyId = await db.transaction().execute(async (trx) => {
    const id = await insertReply(trx, { post_id: post.id, blog_id: blog.id, text, created_at: now });
    await adjustPostCounters(trx, post.id, { note_count: 1 });
    if (owner && owner.owner_user_id !== auth.user.id) {
      await insertNotification(trx, {
        blog_id: post.blog_id,
        type: 'reply',
        from_blog_id: blog.id,
        post_id: post.id,
        created_at: now,
        reply_text: text,
      });
    }
    return id;
  });
  const answer = await actionAnswer(db, auth, post.id, blog.id, REPLY_SENT);
  return { ...answer, note: replyNote({ id: replyId, at: now, text }, blog) };
}
