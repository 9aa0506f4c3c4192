import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, TourDoneRequest, User } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/**
 * POST /svc/tour/done (JSON, form key in the header): `true` when the tour was finished, skipped or
 * scrolled away, `false` to take it again. Answers the user as it is now.
 */
export async function setTourDone(api: ApiClient, done: boolean): Promise<User> {
  const { TourDoneResponseSchema } = await loadSchemas();
  const body: TourDoneRequest = { done };
  const { user } = await api.post(API_ROUTES.tourDone, { json: body, schema: TourDoneResponseSchema });
  return user;
}
