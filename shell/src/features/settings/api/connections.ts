import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, Connections } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/settings/account/connections. */
export async function getConnections(api: ApiClient, signal?: AbortSignal): Promise<Connections> {
  const { ConnectionsSchema } = await loadSchemas();
  return api.get(API_ROUTES.connections, { schema: ConnectionsSchema, ...(signal ? { signal } : {}) });
}

/** POST /svc/settings/account/connections: one account connected (its name) or removed (''). */
export async function saveConnection(api: ApiClient, field: keyof Connections, value: string): Promise<Connections> {
  const { ConnectionsSchema } = await loadSchemas();
  return api.post(API_ROUTES.connections, { form: { [field]: value }, schema: ConnectionsSchema });
}
