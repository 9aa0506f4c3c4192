import type { PostContent } from '@dash/shared-contracts';
import { safeHttpUrl } from '../../lib/safe-url';
import { HtmlBlock } from '../html-block';

/** A link card: title, host, excerpt and an optional thumbnail, then the poster's caption. */
export function LinkContent({ content, titleId }: { content: PostContent; titleId: string }) {
  const url = safeHttpUrl(content.url);
  const title = content.title || url?.host || content.url || 'Link';
  const card = (
    <>
      {content.thumbnail && <img className="shell-link-card__thumb" src={content.thumbnail} alt="" loading="lazy" />}
      <span className="shell-link-card__text">
        <span id={titleId} className="shell-link-card__title">
          {title}
        </span>
        {url && <span className="shell-link-card__host">{url.host}</span>}
        {content.excerpt && <span className="shell-link-card__excerpt">{content.excerpt}</span>}
        {content.author && <span className="shell-link-card__author">By {content.author}</span>}
      </span>
    </>
  );
  return (
    <>
      {url ? (
        <a className="shell-link-card" href={url.href} target="_blank" rel="noopener noreferrer nofollow">
          {card}
        </a>
      ) : (
        <div className="shell-link-card">{card}</div>
      )}
      {content.caption && <HtmlBlock html={content.caption} className="shell-post__html shell-post__caption" />}
    </>
  );
}
