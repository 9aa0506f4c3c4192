import { sql, type Kysely } from 'kysely';

// Issue 11 item 6, the logging pipeline (server/README.md "Logging"): each stored event names its
// intake (log_key: lady or cslog), its event and its day (UTC, YYYY-MM-DD) in columns of their own,
// indexed, so /admin/events counts by event and day without parsing the JSON; uuid lets a resent
// beacon be dropped. Rows stored before this migration get the three from their JSON where it has
// them (an old row without an event name counts as "unknown"). Only ADD COLUMN and indexes. Never
// edit this file once landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db);
  await sql`UPDATE log_events SET
      day = strftime('%Y-%m-%d', received_at, 'unixepoch'),
      name = COALESCE(
        CASE WHEN json_valid(event) THEN substr(COALESCE(json_extract(event, '$.event'), json_extract(event, '$.type')), 1, 100) END,
        'unknown')`.execute(db);
  await addIndexes(db);
}

/** The four columns (also run by the PostgreSQL counterpart, which has no older rows to fill). */
export async function addColumns(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('log_events')
    .addColumn('log_key', 'text', (c) => c.notNull().defaultTo('lady'))
    .execute();
  await db.schema
    .alterTable('log_events')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('unknown'))
    .execute();
  await db.schema
    .alterTable('log_events')
    .addColumn('day', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('log_events').addColumn('uuid', 'text').execute();
}

export async function addIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('log_events_day_name').on('log_events').columns(['day', 'log_key', 'name']).execute();
  // SQLite's unique index lets any number of NULLs through (the rows from before this migration).
  await db.schema.createIndex('log_events_uuid').on('log_events').column('uuid').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('log_events_uuid').ifExists().execute();
  await db.schema.dropIndex('log_events_day_name').ifExists().execute();
  for (const column of ['uuid', 'day', 'name', 'log_key']) await db.schema.alterTable('log_events').dropColumn(column).execute();
}
