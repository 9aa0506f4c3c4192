import { useMemo } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { sandboxIframes } from '../lib/sandbox-iframes';
import './html-block.css';

/**
 * Renders HTML the server has already sanitized with the spec 1 §5 allow-list (post bodies,
 * captions, answers, reblog trails and video embeds). Nothing else may go through here. Plain-text
 * fields (titles, chat lines, questions) are never HTML: they render as React text. The server's
 * HTML carries its iframes' sandbox already; the browser's second line (sandboxIframes needs the
 * DOM) applies once the page is hydrated.
 */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const safe = useMemo(() => (hydrated ? sandboxIframes(html) : html), [html, hydrated]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
