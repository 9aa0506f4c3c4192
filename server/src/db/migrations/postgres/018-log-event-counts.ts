import type { Kysely } from 'kysely';
import { addColumns, addIndexes } from '../018-log-event-counts';

// 018 on PostgreSQL: the same columns and indexes. A PostgreSQL database starts empty at migration
// 001 (a SQLite site moves over with `npm run db:copy`, after all migrations), so there are no older
// rows to fill from their JSON.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db);
  await addIndexes(db);
}

export { down } from '../018-log-event-counts';
