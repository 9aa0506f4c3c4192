import { sql, type Kysely } from 'kysely';
import { createTestApp, type TestContext } from '../../../test/helpers';
import type { Database } from '../types';
import { containsIgnoringCase, likePattern } from './text-match';
import { isUniqueViolation } from './unique-violation';

// "Contains, case ignored" and the unique-violation test, the same on the database this suite runs
// on (SQLite, or PostgreSQL with TEST_DATABASE_URL).

let ctx: TestContext;
let db: Kysely<Database>;

beforeAll(async () => {
  ctx = await createTestApp({ shell: false });
  db = ctx.app.db;
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
    VALUES (1, 'ann', 'ann@example.test', 'h', 's', 'tok', 1)`.execute(db);
  const titles = ['Maya Draws', '100% Pure_Joy', 'back\\slash', 'plain'];
  for (const [i, title] of titles.entries())
    await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
      VALUES (${i + 1}, ${`u${i}`}, ${`b${i}`}, ${title}, '{}', 1, ${`k${i}`}, 1)`.execute(db);
});
afterAll(() => ctx.close());

const titlesContaining = async (needle: string) =>
  (
    await db
      .selectFrom('blogs')
      .select('title')
      .where(containsIgnoringCase(db, 'title', needle))
      .orderBy('id')
      .execute()
  ).map((r) => r.title);

it('escapes the needle into a %…% pattern', () => {
  expect(likePattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  expect(likePattern('')).toBe('%%');
});

it('ignores the case of ASCII letters, as SQLite’s LIKE does', async () => {
  expect(await titlesContaining('maya')).toEqual(['Maya Draws']);
  expect(await titlesContaining('DRAWS')).toEqual(['Maya Draws']);
  expect(await titlesContaining('a')).toEqual(['Maya Draws', 'back\\slash', 'plain']);
});

it('reads %, _ and \\ as letters', async () => {
  expect(await titlesContaining('%')).toEqual(['100% Pure_Joy']);
  expect(await titlesContaining('_')).toEqual(['100% Pure_Joy']);
  expect(await titlesContaining('e_j')).toEqual(['100% Pure_Joy']);
  expect(await titlesContaining('k\\s')).toEqual(['back\\slash']);
  expect(await titlesContaining('\\')).toEqual(['back\\slash']);
  expect(await titlesContaining('a d')).toEqual(['Maya Draws']);
  expect(await titlesContaining('a_d')).toEqual([]);
});

it('tells a unique violation from other errors', async () => {
  const duplicate = await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
    VALUES (99, 'u99', 'b0', 't', '{}', 1, 'k99', 1)`
    .execute(db)
    .catch((e: unknown) => e);
  expect(isUniqueViolation(duplicate)).toBe(true);
  const missingTable = await sql`SELECT * FROM no_such_table`.execute(db).catch((e: unknown) => e);
  expect(String(missingTable)).toMatch(/no such table|does not exist/);
  expect(isUniqueViolation(missingTable)).toBe(false);
  expect(isUniqueViolation(null)).toBe(false);
});
