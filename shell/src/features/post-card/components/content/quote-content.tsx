import type { PostContent } from '@dash/shared-contracts';

export function QuoteContent({ content }: { content: PostContent }) {
  return (
    <figure className="shell-quote">
      <blockquote className="shell-quote__text">
        <span aria-hidden="true">“</span>
        {content.quote}
        <span aria-hidden="true">”</span>
      </blockquote>
      {content.source && <figcaption className="shell-quote__source">— {content.source}</figcaption>}
    </figure>
  );
}
