import { Migrator, sql } from 'kysely';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../../test/postgres-test-database';
import { openDatabase, type Db } from '../../database';
import { postSearchMatches } from '../../dialect/post-search';
import { postgresMigrationProvider } from '..';
import { searchWords } from '../../../lib/fts-query';

// PostgreSQL's 013 (runs with TEST_DATABASE_URL): posts stored before it are backfilled, the trigger
// keeps the words for inserts, updates and deletes (cascades from a deleted blog too), the same words
// as SQLite's 013 (its test, ../013-post-search.test.ts, has the same cases), and its down removes
// exactly it.
const suite = TEST_DATABASE_URL ? describe : describe.skip;

suite('migration 013 on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const migrateTo = async (name: string) =>
    expect((await new Migrator({ db, provider: postgresMigrationProvider }).migrateTo(name)).error).toBeUndefined();
  const content = (title: string, body: string) => JSON.stringify({ title, body });
  const found = async (term: string) =>
    (
      await db
        .selectFrom('post_search')
        .select(sql<number>`post_id`.as('id'))
        .where(postSearchMatches(db, searchWords(term)))
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
  const objects = async () =>
    (
      await sql<{ name: string }>`SELECT relname AS name FROM pg_class WHERE relname LIKE 'post_search%'
        UNION SELECT tgname FROM pg_trigger WHERE tgname LIKE 'post_search%'
        UNION SELECT proname FROM pg_proc WHERE proname LIKE 'dash_%search%' OR proname = 'dash_html_words'
        ORDER BY name`.execute(db)
    ).rows.map((r) => r.name);

  beforeAll(async () => {
    const database = await createTestDatabase(TEST_DATABASE_URL ?? '');
    drop = database.drop;
    db = openDatabase(database.url);
    await migrateTo('012-dashboard-settings');
    expect(await objects()).toEqual([]);
    await sql`INSERT INTO users (id, name, email, password_hash, password_salt, polling_token, created_at)
      VALUES (1, 'ann', 'ann@example.test', 'h', 's', 'tok', 1)`.execute(db);
    for (const [id, name] of [
      [1, 'ann'],
      [2, 'bea'],
    ] as const)
      await sql`INSERT INTO blogs (id, uuid, name, title, theme, owner_user_id, mention_key, created_at)
        VALUES (${id}, ${name}, ${name}, ${name}, '{}', 1, ${name}, 1)`.execute(db);
    const post = (id: number, blogId: number, c: string, tags: string, trail = '[]') =>
      sql`INSERT INTO posts (id, blog_id, type, state, content, tags, created_at, updated_at, timestamp, reblog_key, trail)
        VALUES (${id}, ${blogId}, 'text', 'published', ${c}, ${tags}, 1, 1, 1, 'k', ${trail})`.execute(db);
    await post(1, 1, content('Old title', '<p>stored <em>before</em></p>'), '["History"]');
    await post(2, 2, 'not json', 'not json', '[{"html":"<p>trail words</p>"}]');
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('backfills the posts stored before it, words without markup; bad JSON has no words but keeps its trail', async () => {
    await migrateTo('013-post-search');
    expect(await found('before')).toEqual([1]);
    expect(await found('history')).toEqual([1]);
    expect(await found('em')).toEqual([]);
    expect(await found('trail')).toEqual([2]);
    expect(await found('json')).toEqual([]);
    const blogs = await db
      .selectFrom('post_search')
      .select([sql<number>`post_id`.as('post_id'), sql<number>`blog_id`.as('blog_id')])
      .orderBy('post_id')
      .execute();
    expect(blogs).toEqual([
      { post_id: 1, blog_id: 1 },
      { post_id: 2, blog_id: 2 },
    ]);
  });

  it('follows inserts, updates of the words and deletes, cascades included', async () => {
    await sql`INSERT INTO posts (id, blog_id, type, state, content, tags, created_at, updated_at, timestamp, reblog_key)
      VALUES (3, 1, 'text', 'draft', ${content('Fresh', '<p>new words</p>')}, '["a tag"]', 1, 1, 1, 'k')`.execute(db);
    expect(await found('fresh')).toEqual([3]);
    await db
      .updateTable('posts')
      .set({ content: content('Renamed', '') })
      .where('id', '=', 3)
      .execute();
    expect([await found('fresh'), await found('renamed'), await found('tag')]).toEqual([[], [3], [3]]);
    // A counter update leaves the index alone (the trigger's WHEN), and the words stay.
    await db.updateTable('posts').set({ note_count: 5 }).where('id', '=', 3).execute();
    expect(await found('renamed')).toEqual([3]);
    await db.deleteFrom('posts').where('id', '=', 3).execute();
    expect(await found('renamed')).toEqual([]);
    await db.deleteFrom('blogs').where('id', '=', 2).execute();
    expect(await found('trail')).toEqual([]);
    expect(await found('before')).toEqual([1]);
  });

  it('its down drops the table, its trigger and its functions, and nothing else', async () => {
    expect(await objects()).toEqual(
      expect.arrayContaining(['post_search', 'post_search_insert', 'post_search_update', 'dash_search_tsquery']),
    );
    await migrateTo('012-dashboard-settings');
    expect(await objects()).toEqual([]);
    expect(await db.selectFrom('posts').select('id').execute()).toEqual([{ id: 1 }]);
  });
});
