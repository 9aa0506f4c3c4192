/**
 * Renders HTML the server has already sanitized with the spec 1 §5 allow-list (post bodies,
 * captions, answers, reblog trails and video embeds). Nothing else may go through here.
 */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
