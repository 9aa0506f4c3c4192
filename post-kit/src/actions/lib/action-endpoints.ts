import { API_ROUTES } from '@dash/shared-contracts/core';

/** The post actions of spec 1 §7 "Post actions" and the path each one posts to. */
export const POST_ACTION_ENDPOINTS = {
  like: API_ROUTES.like,
  unlike: API_ROUTES.unlike,
  fast_reblog: API_ROUTES.fastReblog,
  reply: API_ROUTES.reply,
  publish: API_ROUTES.publish,
  delete: API_ROUTES.postDelete,
  promote: API_ROUTES.promote,
  unpromote: API_ROUTES.unpromote,
  answer: API_ROUTES.answer,
  deny_submission: API_ROUTES.denySubmission,
  approve_submission: API_ROUTES.approveSubmission,
} as const;

export type PostAction = keyof typeof POST_ACTION_ENDPOINTS;

/** The endpoint of an action; an action without one is a programming error (spec 1 §7). */
export function endpointFor(action: string): string {
  const url = (POST_ACTION_ENDPOINTS as Record<string, string | undefined>)[action];
  if (!url) throw new Error(`Missing endpoint url for ${action}`);
  return url;
}
