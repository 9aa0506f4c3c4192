import { API_ROUTES } from '@dash/shared-contracts';
import type { ApiClient } from '@dash/shared-contracts';

/** Marks a follow or unfollow made from the blog-profile overlay (spec 3 §4 "source marker"). */
export const FOLLOW_SOURCE = 'peepr';

/** POST /svc/follow or /svc/unfollow, form-encoded; only success or failure is used. */
export async function setFollowing(api: ApiClient, name: string, follow: boolean): Promise<void> {
  await api.post(follow ? API_ROUTES.follow : API_ROUTES.unfollow, { form: { tumblelog: name, source: FOLLOW_SOURCE } });
}
