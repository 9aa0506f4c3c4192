import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, Splash } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/splash: the logged-out drawer's picture, or null when no public photo post exists. */
export async function getSplash(api: ApiClient, signal?: AbortSignal): Promise<Splash | null> {
  const { SplashResponseSchema } = await loadSchemas();
  const answer = await api.get(API_ROUTES.splash, { schema: SplashResponseSchema, signal });
  return answer.splash;
}
