import { ADMIN_PAGE_SIZE, type AbuseReportsPage, type AbuseReport, type OutboxPage } from '@dash/shared-contracts';
import { notFound } from '../lib/app-error';
import { listAbuseReports } from '../repositories/abuse-reports';
import type { Executor } from '../repositories/executor';
import { listOutbox } from '../repositories/outbox';
import type { Auth } from '../types/fastify';
import { abuseSubjectUrl } from './abuse';
import { isAdmin } from './moderation/blog-access';

/** The admin pages exist for admins only: anyone else gets the same 404 as an unknown address. */
export function requireAdmin(auth: Auth): void {
  if (!isAdmin(auth)) throw notFound();
}

const beforeId = (before: string | undefined) => (before && before.trim() ? Number(before.trim()) : null);

function readMeta(meta: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(meta);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** GET /svc/admin/outbox: every mail and recorded external share, newest first. */
export async function outboxPage(db: Executor, auth: Auth, before: string | undefined): Promise<OutboxPage> {
  requireAdmin(auth);
  const rows = await listOutbox(db, beforeId(before), ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    entries: page.map((row) => {
      const transport = readMeta(row.meta).transport;
      return {
        id: row.id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        body: row.body,
        transport: typeof transport === 'string' ? transport : 'outbox',
        created_at: row.created_at,
      };
    }),
    next_before: rows.length > ADMIN_PAGE_SIZE ? String(page.at(-1)?.id) : null,
  };
}

/** GET /svc/admin/reports: the abuse reports, newest first. */
export async function reportsPage(db: Executor, auth: Auth, before: string | undefined): Promise<AbuseReportsPage> {
  requireAdmin(auth);
  const rows = await listAbuseReports(db, beforeId(before), ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    reports: page.map((row): AbuseReport => ({
      id: row.id,
      kind: row.subject_kind as AbuseReport['kind'],
      subject_id: row.subject_id,
      blog_name: row.blog_name,
      excerpt: row.excerpt,
      url: abuseSubjectUrl(row.subject_kind as AbuseReport['kind'], row.subject_id, row.blog_name),
      reason: row.reason as AbuseReport['reason'],
      details: row.details,
      reporter: row.reporter_name,
      created_at: row.created_at,
    })),
    next_before: rows.length > ADMIN_PAGE_SIZE ? String(page.at(-1)?.id) : null,
  };
}
