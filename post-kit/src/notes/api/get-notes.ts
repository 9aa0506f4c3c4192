import { API_ROUTES } from '@dash/shared-contracts/core';
import type { ApiClient, NoteType, NotesResponse } from '@dash/shared-contracts';
import { loadSchemas } from '../../lib/load-schemas';

export interface NotesRequest {
  postId: string;
  /** One kind only (a tab); all kinds when absent. */
  type?: NoteType;
  /** The previous page's `next`. */
  before?: string;
  signal?: AbortSignal;
}

/** GET /svc/post/notes (issue 10): a page of a post's notes, newest first, with each kind's count. */
export async function getNotes(api: ApiClient, request: NotesRequest): Promise<NotesResponse> {
  const { NotesResponseSchema } = await loadSchemas();
  return api.get(API_ROUTES.postNotes, {
    query: {
      post_id: request.postId,
      ...(request.type ? { type: request.type } : {}),
      ...(request.before ? { before: request.before } : {}),
    },
    schema: NotesResponseSchema,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}
