import { Migrator, sql } from 'kysely';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../../test/postgres-test-database';
import { openDatabase, type Db } from '../../database';
import { postSearchMatches } from '../../dialect/post-search';
import { postgresMigrationProvider } from '..';
import { searchWords } from '../../../lib/fts-query';
import { expectIndexFollowsWrites, insertPostsBefore013, insertSearchBlogs } from '../../../../test/post-search-fixture';

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
    await insertSearchBlogs(db);
    await insertPostsBefore013(db);
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
    await expectIndexFollowsWrites(db, found);
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
