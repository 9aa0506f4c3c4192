import { API_ROUTES } from '@dash/shared-contracts/core';
import { loadSchemas } from '../../../lib/contract-schemas';
import type { ApiClient, Session } from '@dash/shared-contracts';

/**
 * Login and registration answer the new Session; should an answer not carry one, the session is
 * read again from GET /svc/session rather than guessed.
 */
export async function sessionFromResponse(api: ApiClient, response: unknown): Promise<Session> {
  const { SessionSchema } = await loadSchemas();
  const parsed = SessionSchema.safeParse(response);
  if (parsed.success) return parsed.data;
  return api.get(API_ROUTES.session, { schema: SessionSchema });
}
