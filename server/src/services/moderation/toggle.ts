import type {
  ModerationFlag,
  ModerationLogEntry,
  ModerationStateResponse,
  ModerationToggleResponse,
} from '@dash/shared-contracts';
import type { BlogRow } from '../../db/types';
import { forbidden, notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { flipBlogFlag, moderationOf } from '../../repositories/blog-moderation';
import { findBlogByNameOrId } from '../../repositories/blogs';
import type { Executor } from '../../repositories/executor';
import { insertModerationLog, listBlogModerationLog } from '../../repositories/moderation-log';
import type { Auth } from '../../types/fastify';
import { isAdmin } from './blog-access';

export const NOT_ADMIN = 'Only admins can moderate blogs.';
export const NO_SUCH_BLOG = "That blog doesn't exist.";
/** How many of a blog's latest changes the moderation panel lists. */
export const MODERATION_LOG_SHOWN = 10;

function requireAdmin(auth: Auth): void {
  if (!isAdmin(auth)) throw forbidden(NOT_ADMIN);
}

async function blogOr404(db: Executor, name: string): Promise<BlogRow> {
  const blog = await findBlogByNameOrId(db, name);
  if (!blog) throw notFound(NO_SUCH_BLOG);
  return blog;
}

/**
 * POST /{flag}/toggle (spec 1 §7): an admin flips one flag of any blog (their own included), and the
 * change is logged (who, which blog, which flag, the new value, when) in the same transaction.
 */
export async function toggleModeration(
  db: Executor,
  auth: Auth,
  flag: ModerationFlag,
  name: string,
): Promise<ModerationToggleResponse> {
  requireAdmin(auth);
  const blog = await blogOr404(db, name);
  const updated = await db.transaction().execute(async (trx) => {
    const row = await flipBlogFlag(trx, blog.id, flag);
    if (!row) throw notFound(NO_SUCH_BLOG);
    await insertModerationLog(trx, {
      actorUserId: auth.user.id,
      actorName: auth.user.name,
      blog: { id: row.id, name: row.name },
      flag,
      value: moderationOf(row)[flag],
      now: nowSeconds(),
    });
    return row;
  });
  const moderation = moderationOf(updated);
  return { tumblelog: updated.name, flag, value: moderation[flag], moderation };
}

/** GET /svc/moderation/{name}: an admin reads a blog's flags and its latest changes. */
export async function moderationState(db: Executor, auth: Auth, name: string): Promise<ModerationStateResponse> {
  requireAdmin(auth);
  const blog = await blogOr404(db, name);
  const rows = await listBlogModerationLog(db, blog.id, MODERATION_LOG_SHOWN);
  const log: ModerationLogEntry[] = rows.map((r) => ({
    flag: r.flag as ModerationLogEntry['flag'],
    value: r.value === 1,
    actor: r.actor_name,
    created_at: r.created_at,
  }));
  return { tumblelog: blog.name, moderation: moderationOf(blog), log };
}
