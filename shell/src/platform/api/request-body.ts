import type { QueryValue } from '@dash/shared-contracts';

/** Form fields as the server's form parser expects them: arrays become repeated keys, blanks are left out. */
export function toFormBody(form: Record<string, QueryValue | QueryValue[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  return params;
}

export function toSearchParams(query: Record<string, QueryValue>): URLSearchParams {
  return toFormBody(query);
}
