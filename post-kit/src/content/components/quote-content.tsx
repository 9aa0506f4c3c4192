import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../../components/html-block';

/** Quote and source are HTML the server sanitized (the quote is written in the rich editor); a reblog's comment is the caption. */
export function QuoteContent({ content, blogName }: { content: PostContent; blogName: string }) {
  return (
    <>
      <figure className="pk-quote">
        <blockquote className="pk-quote__text">
          <span aria-hidden="true" className="pk-quote__mark">
            “
          </span>
          <HtmlBlock html={content.quote ?? ''} imageBy={blogName} className="pk-quote__body" />
        </blockquote>
        {content.source && (
          <figcaption className="pk-quote__source">
            — <HtmlBlock html={content.source} imageBy={blogName} className="pk-quote__source-text" />
          </figcaption>
        )}
      </figure>
      {content.caption && <HtmlBlock html={content.caption} imageBy={blogName} className="pk-post__html pk-post__caption" />}
    </>
  );
}
