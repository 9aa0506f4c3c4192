import { sql, type Kysely } from 'kysely';
import { createSafetyTables } from '../004-account-safety';

// 004 on PostgreSQL: the inline `unique` of 001 is a named constraint here, dropped in place (SQLite
// has to rebuild the table), then the same indexes and tables as on SQLite.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP CONSTRAINT users_email_key`.execute(db);
  await createSafetyTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_throttles').ifExists().execute();
  await db.schema.dropTable('email_verifications').ifExists().execute();
  await db.schema.dropIndex('users_verified_email').ifExists().execute();
  await db.schema.dropIndex('users_email').ifExists().execute();
  await sql`ALTER TABLE users ADD CONSTRAINT users_email_key UNIQUE (email)`.execute(db);
}
