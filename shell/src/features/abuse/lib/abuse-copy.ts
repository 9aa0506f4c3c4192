import type { AbuseSubjectKind } from '@dash/shared-contracts';

export const ABUSE_TITLE = 'Report abuse';

/** The subject of /abuse?post=|blog=|message= (the first one given), or null when there is none. */
export function readAbuseQuery(query: string): { kind: AbuseSubjectKind; value: string } | null {
  const params = new URLSearchParams(query);
  for (const kind of ['post', 'blog', 'message'] as const) {
    const value = (params.get(kind) ?? '').trim();
    if (value) return { kind, value };
  }
  return null;
}

export const SUBJECT_HEADINGS: Record<AbuseSubjectKind, string> = {
  post: 'The post you are reporting',
  blog: 'The blog you are reporting',
  message: 'The message you are reporting',
};
