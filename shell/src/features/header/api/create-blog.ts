import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, CreateBlogRequest, Session } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';

/** POST /svc/account/blogs: answers the Session with the new blog in `blogs`. */
export async function createBlog(api: ApiClient, request: CreateBlogRequest): Promise<Session> {
  const { SessionSchema } = await loadSchemas();
  return api.post(API_ROUTES.createBlog, { form: request, schema: SessionSchema });
}
