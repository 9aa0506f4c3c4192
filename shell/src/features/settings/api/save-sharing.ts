import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, BlogSettingsResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

export type SharingKey = 'twitter_send_posts' | 'facebook_opengraph_send_posts';

/** POST /settings/save as spec 1 §7 sends it: form-encoded, the switch as on or off. */
export async function saveSharing(api: ApiClient, blogName: string, key: SharingKey, on: boolean): Promise<BlogSettingsResponse> {
  const { BlogSettingsResponseSchema } = await loadSchemas();
  return api.post(API_ROUTES.settingsSave, {
    form: { tumblelog_name_or_id: blogName, page: 'blog_settings', [`tumblelog[${key}]`]: on ? 'on' : 'off' },
    schema: BlogSettingsResponseSchema,
  });
}
