import { API_ROUTES, SaveResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, SaveResponse } from '@dash/shared-contracts';
import type { SavePayload } from '../lib/build-payload';

/** POST /svc/post/update, form-encoded; the answer is parsed with SaveResponseSchema. */
export function savePost(api: ApiClient, payload: SavePayload): Promise<SaveResponse> {
  return api.post(API_ROUTES.postUpdate, { form: payload, schema: SaveResponseSchema });
}
