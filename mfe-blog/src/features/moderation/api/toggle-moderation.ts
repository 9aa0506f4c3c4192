import { API_ROUTES, ModerationToggleResponseSchema } from '@dash/shared-contracts';
import type { ApiClient, ModerationFlag, ModerationToggleResponse } from '@dash/shared-contracts';

/** POST /{flag}/toggle form `{ tumblelog }` (spec 1 §7): flips the flag; answers the new state. */
export function toggleModeration(api: ApiClient, flag: ModerationFlag, name: string): Promise<ModerationToggleResponse> {
  return api.post(API_ROUTES.moderationToggle(flag), { form: { tumblelog: name }, schema: ModerationToggleResponseSchema });
}
