import { sql, type Kysely } from 'kysely';

// What the post_search tests share (migrations/013-post-search.test.ts on SQLite,
// migrations/postgres/013-post-search.test.ts and db/dialect/post-search.test.ts): the same rows,
// and the same scenario of writes the index must follow, whichever engine keeps it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema (a migration test's database)
type AnyDb = Kysely<any>;

export const searchContent = (title: string, body: string) => JSON.stringify({ title, body });

/** User 1 (ann) and its blogs 1 (ann) and 2 (bea). */
export async function insertSearchBlogs(db: AnyDb): Promise<void> {
  await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
    VALUES (1, 'ann', 'ann@example.test', 'h', 's', 'tok', 1)`.execute(db);
  for (const [id, name] of [
    [1, 'ann'],
    [2, 'bea'],
  ] as const)
    await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
      VALUES (${id}, ${name}, ${name}, ${name}, '{}', 1, ${name}, 1)`.execute(db);
}

/** The posts stored before 013: post 1 with markup and a tag, post 2 with bad JSON and a trail. */
export async function insertPostsBefore013(db: AnyDb): Promise<void> {
  const post = (id: number, blogId: number, c: string, tags: string, trail = '[]') =>
    sql`INSERT INTO posts (id, blog_id, type, state, content, tags, created_at, updated_at, timestamp, reblog_key, trail)
      VALUES (${id}, ${blogId}, 'text', 'published', ${c}, ${tags}, 1, 1, 1, 'k', ${trail})`.execute(db);
  await post(1, 1, searchContent('Old title', '<p>stored <em>before</em></p>'), '["History"]');
  await post(2, 2, 'not json', 'not json', '[{"html":"<p>trail words</p>"}]');
}

/**
 * An insert, an update of the words, a counter update (the index stays), a delete and a blog's
 * cascade, each checked through `found(word)`: the ids of the posts whose words hold it.
 */
export async function expectIndexFollowsWrites(db: AnyDb, found: (word: string) => Promise<number[]>): Promise<void> {
  await sql`INSERT INTO posts (id, blog_id, type, state, content, tags, created_at, updated_at, timestamp, reblog_key)
    VALUES (3, 1, 'text', 'draft', ${searchContent('Fresh', '<p>new words</p>')}, '["a tag"]', 1, 1, 1, 'k')`.execute(db);
  expect(await found('fresh')).toEqual([3]);
  await db
    .updateTable('posts')
    .set({ content: searchContent('Renamed', '') })
    .where('id', '=', 3)
    .execute();
  expect([await found('fresh'), await found('renamed'), await found('tag')]).toEqual([[], [3], [3]]);
  await db.updateTable('posts').set({ note_count: 5 }).where('id', '=', 3).execute();
  expect(await found('renamed')).toEqual([3]);
  await db.deleteFrom('posts').where('id', '=', 3).execute();
  expect(await found('renamed')).toEqual([]);
  await db.deleteFrom('blogs').where('id', '=', 2).execute();
  expect(await found('trail')).toEqual([]);
  expect(await found('before')).toEqual([1]);
}
