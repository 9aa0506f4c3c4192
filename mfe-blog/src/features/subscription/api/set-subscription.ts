import { API_ROUTES } from '@dash/shared-contracts';
import type { ApiClient } from '@dash/shared-contracts';

/** POST /svc/blog/{name}/subscription subscribes, DELETE unsubscribes; no payload, answer unused (spec 3 §7). */
export async function setSubscription(api: ApiClient, name: string, subscribe: boolean): Promise<void> {
  const path = API_ROUTES.subscription(name);
  if (subscribe) await api.post(path);
  else await api.delete(path);
}
