import type { Executor } from './executor';

export interface AbuseReportInput {
  reporterUserId: number;
  reporterName: string;
  kind: 'post' | 'blog' | 'message';
  subjectId: string;
  blogName: string | null;
  excerpt: string;
  reason: string;
  details: string;
  now: number;
}

/** Stores a report; the same reporter's second report of the same thing is ignored (false). */
export async function insertAbuseReport(db: Executor, report: AbuseReportInput): Promise<boolean> {
  const result = await db
    .insertInto('abuse_reports')
    .values({
      reporter_user_id: report.reporterUserId,
      reporter_name: report.reporterName,
      subject_kind: report.kind,
      subject_id: report.subjectId,
      blog_name: report.blogName,
      excerpt: report.excerpt,
      reason: report.reason,
      details: report.details,
      created_at: report.now,
    })
    .onConflict((c) => c.columns(['reporter_user_id', 'subject_kind', 'subject_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A page of reports, newest first: ids below `beforeId` (null: from the newest). */
export function listAbuseReports(db: Executor, beforeId: number | null, limit: number) {
  let query = db.selectFrom('abuse_reports').selectAll().orderBy('id', 'desc').limit(limit);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

/**
 * A message as the user sees it: in a conversation one of their blogs is in (not left), sent after that
 * blog's history starts (migration 011). Undefined for anything else.
 */
export function findMessageForViewer(db: Executor, messageId: number, userId: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversation_participants as cp', 'cp.conversation_id', 'm.conversation_id')
    .innerJoin('blogs as viewer', 'viewer.id', 'cp.blog_id')
    .innerJoin('blogs as sender', 'sender.id', 'm.sender_blog_id')
    .select(['m.id', 'm.type', 'm.text', 'm.post_id', 'sender.name as sender_name', 'sender.owner_user_id as sender_owner'])
    .where('m.id', '=', messageId)
    .where('viewer.owner_user_id', '=', userId)
    .where('cp.left_at', 'is', null)
    .whereRef('m.ts', '>', 'cp.history_from')
    .executeTakeFirst();
}
