import type { FastifyInstance } from 'fastify';

const TABLES = [
  'posts',
  'post_tags',
  'notifications',
  'likes',
  'follows',
  'blocks',
  'post_promotions',
  'replies',
  'media',
  'log_events',
] as const;

/**
 * Everything a refused request must leave alone: every row of the tables that actions write,
 * and every blog counter. Compare a snapshot before and after with toEqual.
 */
export async function dbSnapshot(app: FastifyInstance) {
  const out: Record<string, unknown> = {};
  for (const table of TABLES) out[table] = await app.db.selectFrom(table).selectAll().execute();
  out.blogs = await app.db
    .selectFrom('blogs')
    .select(['id', 'post_count', 'follower_count', 'unread_count', 'drafts_count', 'queue_count'])
    .orderBy('id')
    .execute();
  out.users = await app.db.selectFrom('users').select(['id', 'friend_count', 'liked_post_count']).orderBy('id').execute();
  return out;
}
