import { API_ROUTES, ModerationStateResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, ModerationStateResponse } from '@dash/shared-contracts';

/** GET /svc/moderation/{name}: the blog's five flags and its latest changes (admins only). */
export function getModeration(api: ApiClient, name: string, signal?: AbortSignal): Promise<ModerationStateResponse> {
  return api.get(API_ROUTES.moderation(name), { schema: ModerationStateResponseSchema, signal });
}
