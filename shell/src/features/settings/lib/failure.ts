import { ApiError } from '@dash/shared-contracts/core';
import { TROUBLE_MESSAGE } from '../../account';

/** The server's words for a 4xx or being offline (status 0), else the general trouble line. */
export function failureReason(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.userMessage : TROUBLE_MESSAGE;
}

/** What a failed save says above the form. */
export const notSaved = (error: unknown) => `Your settings were not saved. ${failureReason(error)}`;

/** What a failed load says (with a Try again button). */
export const notLoaded = (error: unknown) => `We couldn't load your settings. ${failureReason(error)}`;
