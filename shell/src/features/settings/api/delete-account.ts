import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, DeleteAccountRequest, Session } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** POST /svc/settings/account/delete: answers the visitor Session (new form key included). */
export async function deleteAccount(api: ApiClient, request: DeleteAccountRequest): Promise<Session> {
  const { SessionSchema } = await loadSchemas();
  return api.post(API_ROUTES.deleteAccount, { form: request, schema: SessionSchema });
}
