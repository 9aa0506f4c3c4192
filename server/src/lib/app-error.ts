import { ERROR_CODES } from '@dash/shared-contracts';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error whose `detail` is written for users; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(statusCode: number, code: ErrorCode, detail: string, field?: string) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }
}

export const FORM_KEY_DETAIL = 'Your session has expired. Reload the page and try again.';
export const GENERIC_5XX = 'Something went wrong. Please try again.';

export const badRequest = (detail: string, field?: string) => new AppError(400, ERROR_CODES.validation, detail, field);
export const unauthenticated = (detail = 'Log in to do that.') => new AppError(401, ERROR_CODES.unauthenticated, detail);
export const forbidden = (detail = "You can't do that.") => new AppError(403, ERROR_CODES.forbidden, detail);
export const notFound = (detail = "We couldn't find that.") => new AppError(404, ERROR_CODES.notFound, detail);
export const conflict = (detail: string, field?: string) => new AppError(409, ERROR_CODES.conflict, detail, field);
export const formKeyInvalid = () => new AppError(403, ERROR_CODES.formKey, FORM_KEY_DETAIL);
export const unprocessable = (detail: string, field?: string) => new AppError(422, ERROR_CODES.validation, detail, field);
export const payloadTooLarge = (detail: string) => new AppError(413, ERROR_CODES.payloadTooLarge, detail);
