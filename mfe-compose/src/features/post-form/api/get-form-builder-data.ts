import { API_ROUTES, PostFormBuilderDataSchema } from '@dash/shared-contracts';
import type { ApiClient, PostFormBuilderData } from '@dash/shared-contracts';

/** POST /svc/post/get_post_form_builder_data (empty body): the user's blogs and the post limits. */
export function getFormBuilderData(api: ApiClient, signal?: AbortSignal): Promise<PostFormBuilderData> {
  return api.post(API_ROUTES.postFormBuilderData, { form: {}, schema: PostFormBuilderDataSchema, signal });
}
