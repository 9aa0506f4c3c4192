import type { ModerationFlag } from '@dash/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Client } from './helpers';

/** POST /{flag}/toggle for `blog` as `client`. */
export const toggle = (client: Client, flag: ModerationFlag, blog: string) => client.post(`/${flag}/toggle`, { tumblelog: blog });

/** Every blog's flags and every moderation log row: what a refused toggle must leave alone. */
export async function moderationSnapshot(app: FastifyInstance) {
  return {
    blogs: await app.db
      .selectFrom('blogs')
      .select(['id', 'is_spam', 'is_nsfw', 'is_adult', 'is_uniblock', 'is_suspended'])
      .orderBy('id')
      .execute(),
    log: await app.db.selectFrom('moderation_log').selectAll().orderBy('id').execute(),
    admins: await app.db.selectFrom('users').select(['id', 'is_admin']).orderBy('id').execute(),
  };
}

/** Sets a blog's flag directly (tests of the flag's effects). */
export async function setFlag(app: FastifyInstance, blog: string, flag: ModerationFlag, on: boolean) {
  await app.db
    .updateTable('blogs')
    .set({ [`is_${flag}`]: on ? 1 : 0 })
    .where('name', '=', blog)
    .execute();
}
