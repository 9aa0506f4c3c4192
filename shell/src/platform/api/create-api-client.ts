import ky, { isTimeoutError } from 'ky';
import { ApiError, FORM_KEY_HEADER } from '@dash/shared-contracts/core';
import type { ApiClient, RequestOptions } from '@dash/shared-contracts';
import { toFormBody, toSearchParams } from './request-body';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const OFFLINE_MESSAGE = 'You seem to be offline.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Try again.';
export const UNEXPECTED_RESPONSE_MESSAGE =
  'The server sent an answer this page does not understand. Reload the page and try again.';
const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Try again.';

export interface ApiClientOptions {
  /** The form key of the current session; read on every call because it changes at login and logout. */
  getFormKey: () => string;
  /** Prepended to every path. Default '' (same origin as the page). */
  baseUrl?: string;
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

type Method = 'get' | 'post' | 'delete';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The error envelope's first detail, checked with its schema. The schemas (and zod) load with the
 * first failed call, not with the page (docs/decisions/shared-modules.md); they are usually here
 * already, since every remote brings them.
 */
async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const { ErrorEnvelopeSchema } = await import('@dash/shared-contracts').catch(() => ({ ErrorEnvelopeSchema: null }));
  if (!ErrorEnvelopeSchema) return new ApiError(status, GENERIC_FAILURE_MESSAGE);
  const envelope = ErrorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const message = envelope.data.errors[0]?.detail ?? envelope.data.meta.msg;
    return new ApiError(status, message, envelope.data.errors);
  }
  return new ApiError(status, GENERIC_FAILURE_MESSAGE);
}

function unexpected(status: number, why: string): ApiError {
  console.error(`[dash api] unexpected response (${status}): ${why}`);
  return new ApiError(status, UNEXPECTED_RESPONSE_MESSAGE, [{ code: 'INVALID_RESPONSE', detail: UNEXPECTED_RESPONSE_MESSAGE }]);
}

/**
 * The one HTTP client of the shell, handed to every remote as `RemoteProps.api`: same-origin
 * cookies, the form key on every call, the `{ meta, response }` envelope unwrapped and parsed with
 * the caller's schema, and every failure turned into an ApiError whose message users can read.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    credentials: 'same-origin',
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const baseUrl = options.baseUrl ?? '';

  async function request<T>(method: Method, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    let response: Response;
    try {
      response = await http(`${baseUrl}${path}`, {
        method,
        headers: { [FORM_KEY_HEADER]: options.getFormKey(), accept: 'application/json' },
        ...(opts.query ? { searchParams: toSearchParams(opts.query) } : {}),
        ...(opts.form ? { body: toFormBody(opts.form) } : {}),
        ...(opts.body ? { body: opts.body } : {}),
        ...(opts.json !== undefined ? { json: opts.json } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}),
      });
    } catch (error) {
      // The caller cancelled on purpose: not a failure to report.
      if (opts.signal?.aborted) throw error;
      if (isTimeoutError(error)) throw new ApiError(0, TIMEOUT_MESSAGE);
      throw new ApiError(0, OFFLINE_MESSAGE);
    }

    const body = await readJson(response).catch(() => undefined);
    if (!response.ok) throw await errorFromResponse(response.status, body);

    let value: unknown;
    if (body === undefined) value = undefined;
    else if (typeof body === 'object' && body !== null && 'response' in body) value = (body as { response: unknown }).response;
    else throw unexpected(response.status, 'no { meta, response } envelope');

    if (!opts.schema) return value as T;
    const parsed = opts.schema.safeParse(value);
    if (!parsed.success) throw unexpected(response.status, `${method.toUpperCase()} ${path}: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    get: (path, opts) => request('get', path, opts),
    post: (path, opts) => request('post', path, opts),
    delete: (path, opts) => request('delete', path, opts),
  };
}
