import { API_ROUTES, AskResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, AskRequest, AskResponse } from '@dash/shared-contracts';

/** POST /svc/post/ask, form-encoded (spec 3 §7): the question record; errors[] is what is read. */
export async function sendQuestion(api: ApiClient, request: AskRequest): Promise<AskResponse> {
  return api.post(API_ROUTES.ask, { form: { ...request }, schema: AskResponseSchema });
}
