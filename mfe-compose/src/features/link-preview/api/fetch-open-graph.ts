import { API_ROUTES, OpenGraphSchema, type ApiClient, type OpenGraph } from '@dash/shared-contracts';

/** POST /svc/post/opengraph { url }: what the link form pre-fills. */
export function fetchOpenGraph(api: ApiClient, url: string, signal?: AbortSignal): Promise<OpenGraph> {
  return api.post(API_ROUTES.openGraph, { form: { url }, schema: OpenGraphSchema, ...(signal ? { signal } : {}) });
}
