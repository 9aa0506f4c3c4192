import type { ApiErrorItem } from '@dash/shared-contracts';
import { STATUS_CODES } from 'node:http';

/** `{ meta: { status, msg }, response }`: the envelope every API answer uses. */
export function ok<T>(response: T, status = 200) {
  return { meta: { status, msg: STATUS_CODES[status] ?? 'OK' }, response };
}

/** The same envelope around an answer already written as JSON text (status 200). */
export function okJson(responseJson: string): string {
  return `{"meta":{"status":200,"msg":"OK"},"response":${responseJson}}`;
}

export function errorEnvelope(status: number, errors: ApiErrorItem[]) {
  return { meta: { status, msg: STATUS_CODES[status] ?? 'Error' }, errors };
}
