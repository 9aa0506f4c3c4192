import { NOTE_TYPES, type Note, type NoteType, type NotesResponse, type PostContent } from '@dash/shared-contracts';
import { badRequest, notFound } from '../lib/app-error';
import { parseJson } from '../lib/json';
import { htmlToText } from '../lib/sanitize';
import { toBlogRef, type BlogRefRow } from '../mappers/blog';
import { postUrl } from '../mappers/post';
import { findBlogsByIds } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { countNotes, listNotes, type NoteRow, type NotesCursor } from '../repositories/notes';
import { findVisiblePost, findVisiblePostsByIds } from '../repositories/visible-posts';
import type { Auth } from '../types/fastify';
import { isAdmin } from './moderation/blog-access';

export const NOTES_PAGE = 20;
const NOTES_PAGE_MAX = 50;

function parseCursor(raw: string | undefined): NotesCursor | null {
  if (raw === undefined || raw === '') return null;
  const [at, kind, id, ...rest] = raw.split(':');
  if (rest.length > 0 || !/^\d{1,12}$/.test(at ?? '') || !NOTE_TYPES.includes(kind as NoteType) || !/^\d{1,12}$/.test(id ?? ''))
    throw badRequest('Invalid "before" value', 'before');
  return { at: Number(at), kind: kind as NoteType, id: Number(id) };
}

const cursorOf = (row: NoteRow) => `${row.at}:${row.kind}:${row.id}`;

/** The comment a reblog added, as plain text (its own body or caption; the trail is not its). */
function reblogComment(content: string): string {
  const c = parseJson<PostContent>(content, {});
  return htmlToText(c.body || c.caption || c.answer || '').slice(0, 500);
}

/** A reply note as the list shows it (the reply route answers with it too). */
export function replyNote(row: { id: number; at: number; text: string }, blog: BlogRefRow): Note {
  return { id: `reply:${row.id}`, type: 'reply', timestamp: row.at, blog: toBlogRef(blog), reply_text: row.text };
}

/**
 * GET /svc/post/notes (issue 10, "N notes"): a post's likes, reblogs with their comments and replies,
 * newest first (or one `type`), a page at a time, with each kind's count. The post must be one the
 * viewer may see (404 otherwise, as for a missing one: private, draft and queued posts' notes are
 * their owner's only); notes from blogs the viewer blocked, and from suspended blogs (but for
 * admins), are left out.
 */
export async function postNotes(
  db: Executor,
  auth: Auth | null,
  query: { post_id: string; before?: string | undefined; limit?: string | undefined; type?: NoteType | undefined },
): Promise<NotesResponse> {
  const viewerUserId = auth?.user.id ?? null;
  const cursor = parseCursor(query.before);
  const post = await findVisiblePost(db, viewerUserId, Number(query.post_id));
  if (!post) throw notFound("That post doesn't exist anymore.");
  const limit = query.limit ? Math.min(NOTES_PAGE_MAX, Math.max(1, Number(query.limit))) : NOTES_PAGE;
  const of = {
    id: post.id,
    isRoot: post.root_id === null || post.root_id === post.id,
    viewerUserId,
    // Notes from suspended blogs are left out too (their pages answer 404), except for admins.
    hideSuspended: !isAdmin(auth),
  };
  const [rows, counts] = await Promise.all([listNotes(db, of, cursor, limit, query.type), countNotes(db, of)]);
  const page = rows.slice(0, limit);
  const blogs = new Map((await findBlogsByIds(db, [...new Set(page.map((r) => r.blogId))])).map((b) => [b.id, b]));
  const reblogIds = page.flatMap((r) => (r.reblogPostId ? [r.reblogPostId] : []));
  const reblogs = new Map((await findVisiblePostsByIds(db, viewerUserId, reblogIds)).map((p) => [p.id, p]));
  const notes: Note[] = [];
  for (const row of page) {
    const blog = blogs.get(row.blogId);
    if (!blog) continue;
    if (row.kind === 'reply') {
      notes.push(replyNote({ id: row.id, at: row.at, text: row.replyText ?? '' }, blog));
      continue;
    }
    const note: Note = { id: `${row.kind}:${row.id}`, type: row.kind, timestamp: row.at, blog: toBlogRef(blog) };
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
  return { notes, note_count: post.note_count, counts, next: rows.length > limit && last ? cursorOf(last) : null };
}
