import { API_ROUTES, type ApiClient } from '@dash/shared-contracts/core';

/**
 * POST /svc/facebook_status → the Facebook username or label to show in the Facebook form. Throws
 * when the call fails or answers without a name (the panel then falls back to the share window).
 */
export async function getFacebookStatus(api: ApiClient, signal?: AbortSignal): Promise<string> {
  const response = (await api.post(API_ROUTES.facebookStatus, { signal })) as Record<string, unknown> | null;
  const name = [response?.username, response?.label].find((v) => typeof v === 'string' && v.trim() !== '');
  if (typeof name !== 'string') throw new Error('No Facebook account');
  return name;
}
