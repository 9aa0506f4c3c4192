import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, DashboardSettingsRequest, User } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** POST /svc/settings/dashboard (JSON booleans, form key in the header): answers the user as it is now. */
export async function saveDashboardSettings(api: ApiClient, changes: DashboardSettingsRequest): Promise<User> {
  const { DashboardSettingsResponseSchema } = await loadSchemas();
  const { user } = await api.post(API_ROUTES.dashboardSettings, { json: changes, schema: DashboardSettingsResponseSchema });
  return user;
}
