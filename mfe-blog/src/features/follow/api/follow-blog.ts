import { API_ROUTES } from '@dash/shared-contracts';
import type { ApiClient } from '@dash/shared-contracts';

/** Marks a follow or unfollow made from the blog-profile overlay (spec 3 §4 "source marker"). */
export const FOLLOW_SOURCE = 'peepr';

export interface FollowMarkers {
  /** Where the button was (the command's `source`), e.g. 'peepr'. */
  source?: string;
  /** The page it happened on (the route path). */
  context?: string;
}

/** POST /svc/follow or /svc/unfollow, form-encoded; only success or failure is used (spec 1 §7). */
export async function setFollowing(api: ApiClient, name: string, follow: boolean, markers: FollowMarkers = {}): Promise<void> {
  await api.post(follow ? API_ROUTES.follow : API_ROUTES.unfollow, {
    form: { tumblelog: name, source: markers.source, context: markers.context },
  });
}
