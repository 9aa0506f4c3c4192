import type { Note, NotesResponse, PostContent } from '@dash/shared-contracts';
import { badRequest, notFound } from '../lib/app-error';
import { parseJson } from '../lib/json';
import { htmlToText } from '../lib/sanitize';
import { toBlogRef } from '../mappers/blog';
import { postUrl } from '../mappers/post';
import { blogIdsBlockedByUser } from '../repositories/blocks';
import { suspendedBlogIdsHiddenFrom } from '../repositories/blog-moderation';
import { findBlogsByIds } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { listNotes, type NoteRow, type NotesCursor } from '../repositories/notes';
import { findVisiblePost, findVisiblePostsByIds } from '../repositories/visible-posts';
import type { Auth } from '../types/fastify';
import { isAdmin } from './moderation/blog-access';

export const NOTES_PAGE = 20;
const KINDS: readonly NoteRow['kind'][] = ['like', 'reblog', 'reply'];

function parseCursor(raw: string | undefined): NotesCursor | null {
  if (raw === undefined || raw === '') return null;
  const [at, kind, id] = raw.split(':');
  if (!/^\d+$/.test(at ?? '') || !KINDS.includes(kind as NoteRow['kind']) || !/^\d+$/.test(id ?? ''))
    throw badRequest('Invalid "before" value', 'before');
  return { at: Number(at), kind: kind as NoteRow['kind'], id: Number(id) };
}

const cursorOf = (row: NoteRow) => `${row.at}:${row.kind}:${row.id}`;

/** The comment a reblog added, as plain text (its own body or caption; the trail is not its). */
function reblogComment(content: string): string {
  const c = parseJson<PostContent>(content, {});
  return htmlToText(c.body || c.caption || c.answer || '').slice(0, 500);
}

/**
 * GET /svc/post/notes (issue 10, "N notes"): a post's likes, reblogs with their comments and replies,
 * newest first, a page at a time. The post must be one the viewer may see (404 otherwise, as for a
 * missing one); notes from blogs the viewer blocked, and from suspended blogs, are left out.
 */
export async function postNotes(
  db: Executor,
  auth: Auth | null,
  query: { post_id: string; before?: string; limit?: string },
): Promise<NotesResponse> {
  const viewer = auth?.user.id ?? null;
  const post = await findVisiblePost(db, viewer, Number(query.post_id));
  if (!post) throw notFound("That post doesn't exist anymore.");
  const limit = query.limit ? Math.min(50, Math.max(1, Number(query.limit))) : NOTES_PAGE;
  const cursor = parseCursor(query.before);
  const blocked = viewer === null ? new Set<number>() : await blogIdsBlockedByUser(db, viewer);
  // Notes from suspended blogs are left out too (their pages answer 404), except for admins.
  const suspended = isAdmin(auth) ? new Set<number>() : await suspendedBlogIdsHiddenFrom(db, viewer);
  const hidden = new Set([...blocked, ...suspended]);
  const rows = await listNotes(
    db,
    { id: post.id, isRoot: post.root_id === null || post.root_id === post.id },
    cursor,
    limit,
    hidden,
  );
  const page = rows.slice(0, limit);
  const blogs = new Map((await findBlogsByIds(db, [...new Set(page.map((r) => r.blogId))])).map((b) => [b.id, b]));
  const reblogs = new Map(
    (
      await findVisiblePostsByIds(
        db,
        viewer,
        page.flatMap((r) => (r.reblogPostId ? [r.reblogPostId] : [])),
      ).then((ps) => ps)
    ).map((p) => [p.id, p]),
  );
  const notes: Note[] = [];
  for (const row of page) {
    const blog = blogs.get(row.blogId);
    if (!blog) continue;
    const note: Note = { type: row.kind, timestamp: row.at, blog: toBlogRef(blog) };
    if (row.kind === 'reply') note.reply_text = row.replyText ?? '';
    if (row.kind === 'reblog') {
      const reblog = row.reblogPostId ? reblogs.get(row.reblogPostId) : undefined;
      if (!reblog) continue;
      note.reblog = {
        post_id: String(reblog.id),
        post_url: postUrl(blog.name, reblog.id),
        comment: reblogComment(reblog.content),
      };
    }
    notes.push(note);
  }
  const last = page[page.length - 1];
  return { notes, note_count: post.note_count, next: rows.length > limit && last ? cursorOf(last) : null };
}
