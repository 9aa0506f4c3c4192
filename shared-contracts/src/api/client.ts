import type { ApiErrorItem } from '../schemas/envelope';
import type { ZodType } from 'zod';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions<T> {
  /** Query string parameters. */
  query?: Record<string, QueryValue>;
  /** Form-encoded body (mutations in the spec are form-encoded). */
  form?: Record<string, QueryValue | QueryValue[]>;
  /** JSON body. */
  json?: unknown;
  /** Multipart body, for uploads. */
  body?: FormData;
  /** Schema of `response` in the envelope; parsed before it is returned. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The API client every remote receives at mount. It adds the form key to every call, unwraps the
 * `{ meta, response }` envelope and throws `ApiError` for any status other than 2xx.
 */
export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, message: string, errors: ApiErrorItem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
  /** The first error's detail, which is written for users. */
  get userMessage(): string {
    return this.errors[0]?.detail ?? this.message;
  }
}
