import { API_ROUTES, ShareDataResponseSchema, type ApiClient, type SharePopoverData } from '@dash/shared-contracts';

/** POST /svc/post/share/{blog}/{post id} (spec 3 §7): what the share popover may offer for a post. */
export async function getShareData(
  api: ApiClient,
  blogName: string,
  postId: string,
  signal?: AbortSignal,
): Promise<SharePopoverData> {
  const response = await api.post(API_ROUTES.shareData(blogName, postId), { schema: ShareDataResponseSchema, signal });
  return response.share_popover_data;
}
