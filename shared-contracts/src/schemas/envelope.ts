import { z } from 'zod';

/** One error in an error envelope. `code` is stable; `detail` is safe to show to a user. */
export const ApiErrorItemSchema = z.object({
  code: z.string(),
  title: z.string().optional(),
  detail: z.string(),
  field: z.string().optional(),
});
export type ApiErrorItem = z.infer<typeof ApiErrorItemSchema>;

export const MetaSchema = z.object({ status: z.number().int(), msg: z.string() });

/** Every response: `{ meta: { status, msg }, response }`; errors add `errors[]` (ARCHITECTURE). */
export function envelopeSchema<T extends z.ZodTypeAny>(response: T) {
  return z.object({ meta: MetaSchema, response, errors: z.array(ApiErrorItemSchema).optional() });
}
export const ErrorEnvelopeSchema = z.object({
  meta: MetaSchema,
  response: z.null().optional(),
  errors: z.array(ApiErrorItemSchema),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Stable error codes the server uses in `errors[].code`. */
export const ERROR_CODES = {
  formKey: 'FORM_KEY_INVALID',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL',
} as const;
