import type { Executor } from './executor';

export interface OutboxInput {
  kind: string;
  to: string | null;
  subject: string;
  body: string;
  meta: Record<string, unknown>;
  now: number;
}

export async function insertOutbox(db: Executor, row: OutboxInput): Promise<number> {
  const inserted = await db
    .insertInto('outbox')
    .values({
      kind: row.kind,
      to_address: row.to,
      subject: row.subject,
      body: row.body,
      meta: JSON.stringify(row.meta),
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A page of the outbox, newest first: rows with an id below `beforeId` (null: from the newest). */
export function listOutbox(db: Executor, beforeId: number | null, limit: number) {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}
