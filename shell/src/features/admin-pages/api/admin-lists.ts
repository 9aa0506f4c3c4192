import { API_ROUTES } from '@dash/shared-contracts/core';
import type { AbuseReportsPage, ApiClient, OutboxPage } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

const query = (before: string | null) => (before ? { before } : {});

/** GET /svc/admin/outbox: a page of mails and recorded shares, newest first. */
export async function getOutbox(api: ApiClient, before: string | null, signal?: AbortSignal): Promise<OutboxPage> {
  const { OutboxPageSchema } = await loadSchemas();
  return api.get(API_ROUTES.adminOutbox, { query: query(before), schema: OutboxPageSchema, ...(signal ? { signal } : {}) });
}

/** GET /svc/admin/reports: a page of abuse reports, newest first. */
export async function getReports(api: ApiClient, before: string | null, signal?: AbortSignal): Promise<AbuseReportsPage> {
  const { AbuseReportsPageSchema } = await loadSchemas();
  return api.get(API_ROUTES.adminReports, {
    query: query(before),
    schema: AbuseReportsPageSchema,
    ...(signal ? { signal } : {}),
  });
}
