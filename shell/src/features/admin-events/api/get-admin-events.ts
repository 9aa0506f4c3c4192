import { API_ROUTES } from '@dash/shared-contracts/core';
import { ADMIN_EVENTS_DAYS } from '@dash/shared-contracts/src/log-events';
import type { AdminEventsResponse, ApiClient } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/admin/events: the logged events counted by event and day (admins only). */
export async function getAdminEvents(api: ApiClient, signal?: AbortSignal): Promise<AdminEventsResponse> {
  const { AdminEventsResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.adminEvents, {
    query: { days: ADMIN_EVENTS_DAYS.default },
    schema: AdminEventsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
