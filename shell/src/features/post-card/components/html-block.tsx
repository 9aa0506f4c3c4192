import { useMemo } from 'react';
import { sandboxIframes } from '../lib/sandbox-iframes';

/**
 * Renders HTML the server has already sanitized with the spec 1 §5 allow-list (post bodies,
 * captions, answers, reblog trails and video embeds). Nothing else may go through here. Plain-text
 * fields (titles, chat lines, questions) are never HTML: they render as React text.
 */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sandboxIframes(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
