import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient } from '@dash/shared-contracts';

/** POST /svc/account/password. */
export async function changePassword(api: ApiClient, request: { current_password: string; new_password: string }): Promise<void> {
  await api.post(API_ROUTES.changePassword, { form: request });
}
