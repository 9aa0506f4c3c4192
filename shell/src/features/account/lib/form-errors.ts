import { ApiError } from '@dash/shared-contracts/core';
import type { ZodError } from 'zod';

import { TROUBLE_MESSAGE } from '../../../lib/trouble-message';

export { TROUBLE_MESSAGE };
export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** Client-side validation errors: the first message per field. */
export function fromZod<F extends string>(error: ZodError, fields: readonly F[]): FieldErrors<F> {
  const result: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const field = fields.find((f) => f === key) ?? 'form';
    result[field] ??= issue.message;
  }
  return result;
}

/**
 * A server error: `errors[0].detail` is written for users; it goes beside its field when the
 * server names one, otherwise above the submit button.
 */
export function fromApiError<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!(error instanceof ApiError)) return formError(TROUBLE_MESSAGE);
  if (error.status >= 500) return formError(TROUBLE_MESSAGE);
  const first = error.errors[0];
  const field = fields.find((f) => f === first?.field);
  return field ? ({ [field]: error.userMessage } as FieldErrors<F>) : formError(error.userMessage);
}

function formError<F extends string>(message: string): FieldErrors<F> {
  return { form: message } as FieldErrors<F>;
}
