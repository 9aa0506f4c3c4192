import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, BlogSettingsRequest, BlogSettingsResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/settings/blog/{name} (the owner only). */
export async function getBlogSettings(api: ApiClient, name: string): Promise<BlogSettingsResponse> {
  const { BlogSettingsResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.blogSettings(name), { schema: BlogSettingsResponseSchema });
}

/** POST /svc/settings/blog/{name}: only the changed settings, as JSON. */
export async function saveBlogSettings(
  api: ApiClient,
  name: string,
  changes: BlogSettingsRequest,
): Promise<BlogSettingsResponse> {
  const { BlogSettingsResponseSchema } = await loadSchemas();
  return api.post(API_ROUTES.blogSettings(name), { json: changes, schema: BlogSettingsResponseSchema });
}
