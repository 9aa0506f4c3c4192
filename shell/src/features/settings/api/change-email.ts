import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, ChangeEmailRequest, User } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** POST /svc/settings/account/email: answers the user with the new, unverified address. */
export async function changeEmail(api: ApiClient, request: ChangeEmailRequest): Promise<User> {
  const { ChangeEmailResponseSchema } = await loadSchemas();
  const { user } = await api.post(API_ROUTES.changeEmail, { form: request, schema: ChangeEmailResponseSchema });
  return user;
}
