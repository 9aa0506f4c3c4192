import type { PostContent, PostVersionsResponse } from '@dash/shared-contracts';
import type { PostRow } from '../db/types';
import { forbidden, notFound } from '../lib/app-error';
import { parseJson } from '../lib/json';
import { findBlogById } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { deletePostVersion, insertPostVersion, listPostVersions } from '../repositories/post-versions';
import type { Auth } from '../types/fastify';
import { visiblePostOr404 } from './post-access';

export const VERSION_GONE = "That version doesn't exist anymore.";

/** The typed source of html and markdown posts is the author's alone (mappers/post): never in a version. */
function readerContent(json: string): PostContent {
  const { source_text: _source, ...content } = parseJson<PostContent>(json, {});
  return content;
}

/** The same value whatever the order of an object's keys (a stored post and a rebuilt one may differ). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Does an edit change what readers see: title, body, media, captions, alt text or tags (issue 13)?
 * The typed source alone (same HTML) and the state are not a new version.
 */
export function editChangesPost(before: Pick<PostRow, 'content' | 'tags'>, after: { content: string; tags: string }): boolean {
  return (
    canonical(readerContent(before.content)) !== canonical(readerContent(after.content)) ||
    canonical(parseJson<string[]>(before.tags, [])) !== canonical(parseJson<string[]>(after.tags, []))
  );
}

/** Keeps what a published post was before an edit replaced it (in the edit's transaction). */
export async function keepPreviousVersion(trx: Executor, before: PostRow, now: number): Promise<void> {
  await insertPostVersion(trx, {
    post_id: before.id,
    content: before.content,
    tags: before.tags,
    started_at: before.edited_at ?? before.timestamp,
    replaced_at: now,
  });
}

async function isOwner(db: Executor, auth: Auth | null, post: PostRow): Promise<boolean> {
  if (!auth) return false;
  return (await findBlogById(db, post.blog_id))?.owner_user_id === auth.user.id;
}

async function versionsOf(db: Executor, post: PostRow, canDelete: boolean): Promise<PostVersionsResponse> {
  const rows = await listPostVersions(db, post.id);
  return {
    post_id: String(post.id),
    current: {
      timestamp: post.edited_at ?? post.timestamp,
      content: readerContent(post.content),
      tags: parseJson<string[]>(post.tags, []),
    },
    versions: rows.map((v) => ({
      id: String(v.id),
      timestamp: v.started_at,
      replaced_at: v.replaced_at,
      content: readerContent(v.content),
      tags: parseJson<string[]>(v.tags, []),
    })),
    can_delete: canDelete,
  };
}

/** GET /svc/post/versions: whoever may see the post sees its history (anything else: the post's 404). */
export async function postVersions(db: Executor, auth: Auth | null, query: { post_id: string }): Promise<PostVersionsResponse> {
  const post = await visiblePostOr404(db, auth, Number(query.post_id));
  return versionsOf(db, post, await isOwner(db, auth, post));
}

/** DELETE /svc/post/versions: the owner deletes one earlier version; answers the list as it is now. */
export async function deleteVersion(
  db: Executor,
  auth: Auth,
  query: { post_id: string; version_id: string },
): Promise<PostVersionsResponse> {
  const post = await visiblePostOr404(db, auth, Number(query.post_id));
  if (!(await isOwner(db, auth, post))) throw forbidden("You can't change the history of that post.");
  if (!(await deletePostVersion(db, post.id, Number(query.version_id)))) throw notFound(VERSION_GONE);
  return versionsOf(db, post, true);
}
