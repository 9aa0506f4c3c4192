import { commentField } from '@dash/shared-contracts';
import type { AnyPostType, PostContent } from '@dash/shared-contracts';
import type { PostRow } from '../../db/types';
import { parseJson } from '../../lib/json';
import { htmlToText } from '../../lib/sanitize';
import { toBlogRef } from '../../mappers/blog';
import type { StoredTrailItem } from '../../mappers/post';
import { findBlogById } from '../../repositories/blogs';
import type { Executor } from '../../repositories/executor';
import { adjustPostCounters } from '../../repositories/posts';
import { insertNotification } from '../../repositories/social';

/** A reblog's content: the parent's, with the reblogger's words in its comment field (`commentField`); never the parent author's typed source. */
export function reblogContent(type: AnyPostType, base: PostContent, comment: string): PostContent {
  const { source_text: _source, ...rest } = base;
  return { ...rest, [commentField(type)]: comment };
}

/**
 * Trail of a reblog: the parent's trail plus the parent's own words. Counts go to the parent (and the
 * root's note count); the notification is `notifyReblog`'s, once the reblog has its id. Returns the
 * trail JSON for the new post.
 */
export async function recordReblog(trx: Executor, parent: PostRow): Promise<string> {
  const parentBlog = await findBlogById(trx, parent.blog_id);
  const parentContent = parseJson<PostContent>(parent.content, {});
  const words = parentContent[commentField(parent.type)] ?? '';
  const trail = parseJson<StoredTrailItem[]>(parent.trail, []);
  if (parentBlog && (trail.length === 0 || words.trim())) {
    const entry: StoredTrailItem = {
      blog: toBlogRef(parentBlog),
      post_id: String(parent.id),
      html: typeof words === 'string' ? words : '',
    };
    // The root entry remembers which edit of the original it copied (issue 13 "edited after").
    if (trail.length === 0) entry.root_edited_at = parent.edited_at ?? null;
    trail.push(entry);
  }
  await adjustPostCounters(trx, parent.id, { reblog_count: 1, note_count: 1 });
  if (parent.root_id && parent.root_id !== parent.id) await adjustPostCounters(trx, parent.root_id, { note_count: 1 });
  return JSON.stringify(trail);
}

/** The kind of reblog notification the reblogger's own words make (mfe-activity README "Notification types"). */
export function reblogNotificationType(comment: string): { type: 'reblog' | 'photo'; withCommentary: boolean } {
  const hasPicture = /<img\b/i.test(comment);
  const withCommentary = hasPicture || htmlToText(comment).trim() !== '';
  return { type: hasPicture ? 'photo' : 'reblog', withCommentary };
}

/**
 * Tells the parent's blog about a reblog (not a reblog of one's own post): 'reblog', pointing at the
 * reblog (`new_post`) when it adds words, or 'photo' when what it adds has a picture.
 */
export async function notifyReblog(
  trx: Executor,
  parent: PostRow,
  reblog: { id: number; blog_id: number; comment: string },
  now: number,
): Promise<void> {
  const parentBlog = await findBlogById(trx, parent.blog_id);
  if (!parentBlog || parentBlog.id === reblog.blog_id) return;
  const { type, withCommentary } = reblogNotificationType(reblog.comment);
  await insertNotification(trx, {
    blog_id: parentBlog.id,
    type,
    from_blog_id: reblog.blog_id,
    post_id: parent.id,
    created_at: now,
    new_post_id: withCommentary ? reblog.id : null,
  });
}

/** Answering an ask tells the asker (unless anonymous). */
export async function recordAnswer(trx: Executor, ask: PostRow, blogId: number, answerHtml: string, now: number): Promise<void> {
  if (!ask.asking_blog_id) return;
  const text = htmlToText(answerHtml).slice(0, 200);
  await insertNotification(trx, {
    blog_id: ask.asking_blog_id,
    type: 'answer',
    from_blog_id: blogId,
    post_id: ask.id,
    created_at: now,
    answer_text: text,
  });
}
