/**
 * Queries whose results may upset people (spec 1 §4: when the server sends a message, results stay
 * hidden until 'View results anyway'). Compared with the lowercased, trimmed query, word by word.
 */
export const SENSITIVE_QUERIES: readonly string[] = [
  'blood',
  'gore',
  'nsfw',
  'violence',
  'self harm',
  'suicide',
  'dead',
  'death',
];

export const SENSITIVE_MESSAGE = { header: 'Heads up', body: 'Some of these GIFs may be upsetting.' } as const;

export function isSensitive(query: string): boolean {
  const padded = ` ${query.replace(/\s+/g, ' ')} `;
  return SENSITIVE_QUERIES.some((word) => padded.includes(` ${word} `));
}
