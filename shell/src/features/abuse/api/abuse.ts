import { API_ROUTES } from '@dash/shared-contracts/core';
import type { AbuseSubject, AbuseSubjectKind, ApiClient } from '@dash/shared-contracts';
import type { AbuseReasonValue } from '../../../lib/abuse-reasons';
import { loadSchemas } from '../../../lib/contract-schemas';

/** GET /svc/abuse/subject: what is being reported, as far as the viewer may see it. */
export async function getAbuseSubject(
  api: ApiClient,
  subject: { kind: AbuseSubjectKind; value: string },
  signal?: AbortSignal,
): Promise<AbuseSubject> {
  const { AbuseSubjectSchema } = await loadSchemas();
  return api.get(API_ROUTES.abuseSubject, {
    query: { [subject.kind]: subject.value },
    schema: AbuseSubjectSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST /svc/abuse. */
export async function sendAbuseReport(
  api: ApiClient,
  subject: { kind: AbuseSubjectKind; value: string },
  reason: AbuseReasonValue,
  details: string,
): Promise<string> {
  const { AbuseReportResponseSchema } = await loadSchemas();
  const res = await api.post(API_ROUTES.abuse, {
    form: { [subject.kind]: subject.value, reason, details },
    schema: AbuseReportResponseSchema,
  });
  return res.message;
}
