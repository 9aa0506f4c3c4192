import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, LoginRequest, Session } from '@dash/shared-contracts';
import { sessionFromResponse } from './session-from-response';

/** POST /svc/account/login: the server sets the session cookie and answers the Session. */
export async function logIn(api: ApiClient, request: LoginRequest): Promise<Session> {
  const response = await api.post(API_ROUTES.login, { form: { email: request.email, password: request.password } });
  return sessionFromResponse(api, response);
}
