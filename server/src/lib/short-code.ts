/**
 * Short post codes for GIF attributions (spec 1 §2: host/{rootPostUrlHash}). Seven characters: a
 * check digit (id mod 10) then the id in base 36 padded to six. The leading digit keeps them apart
 * from every SPA route (/dashboard, /inbox ...), which start with a letter.
 */
export const SHORT_CODE_ROUTE = '/:code(^\\d[0-9a-z]{6}$)';

export function shortCode(postId: number): string {
  return `${postId % 10}${postId.toString(36).padStart(6, '0')}`;
}

export function parseShortCode(code: string): number | null {
  if (!/^\d[0-9a-z]{6}$/.test(code)) return null;
  const id = parseInt(code.slice(1), 36);
  return Number.isSafeInteger(id) && id > 0 && String(id % 10) === code[0] ? id : null;
}
