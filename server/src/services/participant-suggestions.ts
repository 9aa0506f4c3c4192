import type { Participant } from '@dash/shared-contracts';
import { containsIgnoringCase } from '../db/dialect/text-match';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { ownParticipant, participantViews, requireVerified } from './messaging-view';

/**
 * GET /svc/conversations/participant_suggestions: with q, blogs whose name or title contains it;
 * without q, the favourites (blogs the user follows, most recent first). Own blogs and suspended
 * blogs (server/README.md "Moderation") are left out.
 */
export async function participantSuggestions(
  db: Executor,
  auth: Auth,
  query: { q?: string; participant?: string; limit?: string },
): Promise<{ blogs: Participant[] }> {
  requireVerified(auth);
  const self = await ownParticipant(db, auth, query.participant);
  const limit = Math.min(Math.max(Number(query.limit) || 8, 1), 20);
  const q = (query.q ?? '').trim().toLowerCase().replace(/[%_]/g, '');
  const rows = q
    ? await db
        .selectFrom('blogs')
        .selectAll()
        .where('owner_user_id', '!=', auth.user.id)
        .where('is_suspended', '=', 0)
        .where((eb) => eb.or([containsIgnoringCase(db, 'name', q), containsIgnoringCase(db, 'title', q)]))
        .orderBy('follower_count', 'desc')
        .limit(limit)
        .execute()
    : await db
        .selectFrom('blogs')
        .innerJoin('follows', 'follows.blog_id', 'blogs.id')
        .selectAll('blogs')
        .where('follows.user_id', '=', auth.user.id)
        .where('blogs.is_suspended', '=', 0)
        .orderBy('follows.created_at', 'desc')
        .limit(limit)
        .execute();
  const views = await participantViews(db, auth, self, rows);
  return { blogs: rows.map((r) => views.get(r.id)).filter((p): p is Participant => Boolean(p)) };
}
