import type { Kysely } from 'kysely';

// 008 on PostgreSQL: no poll_counters table and no triggers. On SQLite the poll reads a JSON row the
// triggers keep (one writer, so a recount in a trigger is always exact). With several writers on
// PostgreSQL a recount in one transaction cannot see another's uncommitted change and would store a
// stale total; the poll computes the same JSON when it reads instead, from the participants' unread
// counts (indexed by blog and count), which each write changes with an atomic `unread_count + 1`
// (repositories/poll-counters.ts, db/dialect/poll-counters.ts).

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
