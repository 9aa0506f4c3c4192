import type { Kysely } from 'kysely';
import { createPostgresFunctions } from '../../dialect/postgres-functions';
import * as initial from '../001-initial';

// 001 on PostgreSQL: SQLite's functions that the queries use (db/dialect/postgres-functions.ts),
// then the same first schema.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPostgresFunctions(db);
  await initial.up(db);
}

export { down } from '../001-initial';
