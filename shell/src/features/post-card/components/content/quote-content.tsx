import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../html-block';

/** Quote and source are HTML the server sanitized (the quote is written in the rich editor); a reblog's comment is the caption. */
export function QuoteContent({ content }: { content: PostContent }) {
  return (
    <>
      <figure className="shell-quote">
        <blockquote className="shell-quote__text">
          <span aria-hidden="true" className="shell-quote__mark">
            “
          </span>
          <HtmlBlock html={content.quote ?? ''} className="shell-quote__body" />
        </blockquote>
        {content.source && (
          <figcaption className="shell-quote__source">
            — <HtmlBlock html={content.source} className="shell-quote__source-text" />
          </figcaption>
        )}
      </figure>
      {content.caption && <HtmlBlock html={content.caption} className="shell-post__html shell-post__caption" />}
    </>
  );
}
