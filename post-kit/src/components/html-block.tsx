import { useMemo } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { sandboxIframes } from '../lib/sandbox-iframes';
import { fillMissingAlt } from '../lib/fill-missing-alt';
import './html-block.css';

/**
 * Renders HTML the server has already sanitized with the spec 1 §5 allow-list (post bodies,
 * captions, answers, reblog trails and video embeds). Nothing else may go through here. Plain-text
 * fields (titles, chat lines, questions) are never HTML: they render as React text. The server's
 * HTML carries its iframes' sandbox already; the browser's second line (sandboxIframes needs the
 * DOM) applies once the page is hydrated. Inline images keep the server's alt; one without gets a
 * description naming `imageBy`, the blog whose words these are (fillMissingAlt, issue 13).
 */
export function HtmlBlock({ html, className, imageBy }: { html: string; className?: string; imageBy: string }) {
  const hydrated = useHydrated();
  const described = useMemo(() => fillMissingAlt(html, imageBy), [html, imageBy]);
  const safe = useMemo(() => (hydrated ? sandboxIframes(described) : described), [described, hydrated]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
