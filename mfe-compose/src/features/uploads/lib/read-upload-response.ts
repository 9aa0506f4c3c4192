import { MediaUploadResponseSchema, type MediaUploadResponse } from '@dash/shared-contracts';
import { UPLOAD_MESSAGES } from './upload-messages';

export type UploadOutcome = { ok: true; result: MediaUploadResponse } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The error text of a failed upload: the server's msg, else its error list joined, else 'Woops :('. */
function failureMessage(body: unknown, response: unknown): string {
  if (isObject(response) && typeof response.msg === 'string' && response.msg) return response.msg;
  if (isObject(body) && Array.isArray(body.errors)) {
    const details = body.errors
      .map((item: unknown) => (isObject(item) ? (item.detail ?? item.message) : item))
      .filter((text): text is string => typeof text === 'string' && text !== '');
    if (details.length > 0) return details.join(' ');
  }
  return UPLOAD_MESSAGES.fallback;
}

/**
 * Reads a finished upload (spec 1 §7 "file upload": meta.status, response as an object or the first
 * item of a list, msg on failure, errors). Status 200 with a usable response is a success; anything
 * else is a failure with the server's words when it gave some.
 */
export function readUploadResponse(status: number, text: string): UploadOutcome {
  const body = parseJson(text);
  const raw = isObject(body) ? body.response : undefined;
  const response = Array.isArray(raw) ? (raw[0] as unknown) : raw;
  const empty = !isObject(response) || Object.keys(response).length === 0;
  if (status !== 200 || empty) return { ok: false, error: failureMessage(body, response) };
  const parsed = MediaUploadResponseSchema.safeParse(response);
  if (!parsed.success) return { ok: false, error: failureMessage(body, response) };
  return { ok: true, result: parsed.data };
}
