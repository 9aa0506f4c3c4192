/** The response encodings this server writes, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The encodings of ENCODINGS an Accept-Encoding header allows, best first (`;q=0` refuses one, `*` takes any). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const refused = new Set<string>();
  const named = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) refused.add(token.trim());
    else named.add(token.trim());
  }
  return ENCODINGS.filter((e) => !refused.has(e) && (named.has(e) || named.has('*')));
}

interface HeaderTarget {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}

/** Adds accept-encoding to the reply's Vary, keeping what others put there (CORS: Origin). */
export function addVaryAcceptEncoding(reply: HeaderTarget): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
}
