import { z } from 'zod';

/** The field an issue is about, named as the client sent it: `post[two]`, `log.name`. */
export function issueField(path: readonly (string | number)[]): string {
  const [first, ...rest] = path;
  return [String(first ?? ''), ...rest.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))].join('');
}

/**
 * The one place request errors get their words. Spec 1 §5: a field of the wrong type answers
 * 'Invalid "x" type. Expected string, got array.'; a bad value 'Invalid "x" value'. Messages that a
 * schema spells out itself (a check's own message, a custom issue) are kept as they are: zod only
 * asks the map when the issue has none.
 */
export const requestErrorMap: z.ZodErrorMap = (issue, ctx) => {
  const field = issueField(issue.path);
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === 'undefined') return { message: `"${field}" is missing.` };
      return { message: `Invalid "${field}" type. Expected ${issue.expected}, got ${issue.received}.` };
    case z.ZodIssueCode.too_big:
      if (issue.type === 'string') return { message: `"${field}" is too long (at most ${String(issue.maximum)} characters).` };
      if (issue.type === 'array') return { message: `"${field}" has too many items (at most ${String(issue.maximum)}).` };
      return { message: `Invalid "${field}" value` };
    case z.ZodIssueCode.invalid_string:
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.too_small:
    case z.ZodIssueCode.custom:
      return { message: `Invalid "${field}" value` };
    default:
      return { message: ctx.defaultError };
  }
};

export interface RequestIssue {
  field: string | undefined;
  detail: string;
}

/**
 * Parses a request part with its schema and the error map above. The first issue is what a client
 * shows next to its field.
 */
export function parseRequestPart<S extends z.ZodTypeAny>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; issue: RequestIssue } {
  const result = schema.safeParse(value, { errorMap: requestErrorMap });
  if (result.success) return { ok: true, data: result.data as z.output<S> };
  const first = result.error.issues[0];
  const field = first && first.path.length > 0 ? issueField(first.path) : undefined;
  return { ok: false, issue: { field, detail: first?.message ?? 'The request is invalid.' } };
}
