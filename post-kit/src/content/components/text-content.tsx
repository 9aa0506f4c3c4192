import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../../components/html-block';

export function TextContent({ content, titleId, blogName }: { content: PostContent; titleId: string; blogName: string }) {
  return (
    <>
      {content.title && (
        <h2 id={titleId} className="pk-post__title">
          {content.title}
        </h2>
      )}
      {content.body && <HtmlBlock html={content.body} imageBy={blogName} className="pk-post__html" />}
    </>
  );
}
