// Embeds are content even without text.
const EMBED = /<(img|iframe|hr)\b/i;

/** True for '', '<p><br></p>', empty paragraphs and whitespace only (nbsp included): nothing to post. */
export function isBlankEditorHtml(html: string): boolean {
  if (EMBED.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length === 0;
}
