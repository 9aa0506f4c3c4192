import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, BlogSettingsResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

export type BlogImageKind = 'avatar' | 'header';

/**
 * POST /svc/settings/blog/{name}/avatar or /header: multipart, the file in the field named by its
 * kind; a header carries its focus point (0 to 1) as text fields.
 */
export async function uploadBlogImage(
  api: ApiClient,
  name: string,
  kind: BlogImageKind,
  file: File,
  focus?: { x: number; y: number },
): Promise<BlogSettingsResponse> {
  const { BlogSettingsResponseSchema } = await loadSchemas();
  const body = new FormData();
  if (focus) {
    body.append('header_focus_x', String(focus.x));
    body.append('header_focus_y', String(focus.y));
  }
  body.append(kind, file, file.name);
  const path = kind === 'avatar' ? API_ROUTES.blogAvatar(name) : API_ROUTES.blogHeaderImage(name);
  return api.post(path, { body, schema: BlogSettingsResponseSchema, timeoutMs: 60_000 });
}
