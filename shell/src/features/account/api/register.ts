import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, RegisterRequest, Session } from '@dash/shared-contracts';
import { sessionFromResponse } from './session-from-response';

/** POST /svc/account/register: creates the user and their first blog, then signs them in. */
export async function register(api: ApiClient, request: RegisterRequest): Promise<Session> {
  const response = await api.post(API_ROUTES.register, {
    form: { email: request.email, password: request.password, blog_name: request.blog_name },
  });
  return sessionFromResponse(api, response);
}
