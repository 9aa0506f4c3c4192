import type { Executor } from '../../repositories/executor';
import { ADVISORY_LOCKS, withAdvisoryLock } from '../dialect/advisory-lock';
import { seedWorld, type SeedResult } from './world';

export { DEMO_LOGINS, DEMO_PASSWORD } from './people';

/**
 * Seeds the demo world when the database has no users; returns what was created, or null. Instances
 * starting together on one empty PostgreSQL database take turns (an advisory lock): one seeds, the
 * others then find users and return null.
 */
export function seedIfEmpty(db: Executor, opts: { mediaDir: string; log?: (msg: string) => void }): Promise<SeedResult | null> {
  return withAdvisoryLock(db, ADVISORY_LOCKS.seed, (locked) => seedUnlessUsers(locked, opts));
}

async function seedUnlessUsers(
  db: Executor,
  opts: { mediaDir: string; log?: (msg: string) => void },
): Promise<SeedResult | null> {
  const started = Date.now();
  // Checked inside the seeding transaction: on SQLite it holds the one connection, so two calls at once
  // in one process take turns too.
  const result = await db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    return any ? null : seedWorld(trx, opts.mediaDir);
  });
  if (!result) return null;
  opts.log?.(
    `Seeded the demo world: ${result.users} users, ${result.blogs} blogs, ${result.posts} posts in ${Date.now() - started} ms.`,
  );
  if (result.missingFixtures.length > 0) {
    opts.log?.(
      `Demo media fixtures missing (posts keep their URLs): ${result.missingFixtures.join(', ')} in server/src/db/seed/fixtures/.`,
    );
  }
  return result;
}
