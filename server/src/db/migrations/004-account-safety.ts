import { sql, type Kysely } from 'kysely';

// Account safety (issue 7, defect 12):
// - an email address is unique among VERIFIED accounts only, so registering never reveals whether an
//   address is taken (server/README.md, "Accounts"). 001 declared `email ... unique` inline, which
//   SQLite keeps as an autoindex that cannot be dropped: the users table is rebuilt without it;
// - email_verifications: one-time links, only the hash of the token is stored;
// - auth_throttles: failed logins per normalised email and wrong current passwords per user, in the
//   database so several server instances share them.

const EMAIL_UNIQUE = /("email" text not null) unique/i;

async function usersSql(db: Kysely<unknown>): Promise<string> {
  const row = (await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'`.execute(db))
    .rows[0];
  if (!row) throw new Error('004: no users table');
  return row.sql;
}

/**
 * SQLite's documented table rebuild (https://www.sqlite.org/lang_altertable.html#otheralter): with
 * foreign keys off (a DROP would otherwise cascade into blogs, sessions, ...), copy every row into a
 * table made from the edited CREATE statement, swap the names, check the foreign keys, all in one
 * transaction. Built from the stored statement, so columns added by later ALTERs are kept.
 */
async function rebuildUsers(db: Kysely<unknown>, edit: (createSql: string) => string): Promise<void> {
  const createSql = edit(await usersSql(db)).replace(/^CREATE TABLE "users"/i, 'CREATE TABLE "users_rebuild"');
  if (!createSql.includes('"users_rebuild"')) throw new Error('004: unexpected users table statement');
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createSql).execute(trx);
      await sql`INSERT INTO users_rebuild SELECT * FROM users`.execute(trx);
      await sql`DROP TABLE users`.execute(trx);
      await sql`ALTER TABLE users_rebuild RENAME TO users`.execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error(`004: foreign keys broken by the users rebuild: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildUsers(db, (createSql) => {
    if (!EMAIL_UNIQUE.test(createSql)) throw new Error('004: users.email is not declared unique as 001 made it');
    return createSql.replace(EMAIL_UNIQUE, '$1');
  });
  await createSafetyTables(db);
}

/** Everything 004 adds after the users rebuild (also run by the PostgreSQL counterpart). */
export async function createSafetyTables(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_email').on('users').column('email').execute();
  await sql`CREATE UNIQUE INDEX users_verified_email ON users (email) WHERE is_verified_email = 1`.execute(db);

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_verifications_user').on('email_verifications').column('user_id').execute();

  await db.schema
    .createTable('auth_throttles')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failure_at', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('auth_throttles_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('auth_throttles_last_failure').on('auth_throttles').column('last_failure_at').execute();
}

/** Back to one account per email: fails (and changes nothing) while two accounts share an address. */
export async function down(db: Kysely<unknown>): Promise<void> {
  // The rebuild first: it is what can fail, and the two indexes go with the old table.
  await rebuildUsers(db, (createSql) => createSql.replace(/("email" text not null)/i, '$1 unique'));
  await db.schema.dropTable('auth_throttles').ifExists().execute();
  await db.schema.dropTable('email_verifications').ifExists().execute();
}
