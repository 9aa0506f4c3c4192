import type { PostContent } from '@dash/shared-contracts';
import { safeHttpUrl } from '../../lib/safe-url';
import { HtmlBlock } from '../../components/html-block';

/**
 * A link card: title, host, excerpt and an optional thumbnail, then the poster's caption. The
 * thumbnail is the linked page's picture: its alt says so ("Preview of {title}", issue 13).
 */
export function LinkContent({ content, titleId, blogName }: { content: PostContent; titleId: string; blogName: string }) {
  const url = safeHttpUrl(content.url);
  const title = content.title || url?.host || content.url || 'Link';
  const card = (
    <>
      {content.thumbnail && (
        <img className="pk-link-card__thumb" src={content.thumbnail} alt={`Preview of ${title}`} loading="lazy" />
      )}
      <span className="pk-link-card__text">
        <span id={titleId} className="pk-link-card__title">
          {title}
        </span>
        {url && <span className="pk-link-card__host">{url.host}</span>}
        {content.excerpt && <span className="pk-link-card__excerpt">{content.excerpt}</span>}
        {content.author && <span className="pk-link-card__author">By {content.author}</span>}
      </span>
    </>
  );
  return (
    <>
      {url ? (
        <a className="pk-link-card" href={url.href} target="_blank" rel="noopener noreferrer nofollow">
          {card}
        </a>
      ) : (
        <div className="pk-link-card">{card}</div>
      )}
      {content.caption && <HtmlBlock html={content.caption} imageBy={blogName} className="pk-post__html pk-post__caption" />}
    </>
  );
}
