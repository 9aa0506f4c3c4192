import DOMPurify from 'dompurify';

/** Server HTML (already sanitized there) shown read-only; cleaned again before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
