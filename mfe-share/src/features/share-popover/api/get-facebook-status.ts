import type { ApiClient } from '@dash/shared-contracts';

/** Spec 3 §7: the connected Facebook account's label. Its route belongs to the connected-accounts work. */
export const FACEBOOK_STATUS_PATH = '/svc/facebook_status';

/**
 * POST /svc/facebook_status → the Facebook username or label to show in the Facebook form. Throws
 * when the call fails or answers without a name (the panel then falls back to the share window).
 */
export async function getFacebookStatus(api: ApiClient, signal?: AbortSignal): Promise<string> {
  const response = (await api.post(FACEBOOK_STATUS_PATH, { signal })) as Record<string, unknown> | null;
  const name = [response?.username, response?.label, response?.name].find((v) => typeof v === 'string' && v.trim() !== '');
  if (typeof name !== 'string') throw new Error('No Facebook account');
  return name;
}
