import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../../components/html-block';

export function ChatContent({ content, titleId, blogName }: { content: PostContent; titleId: string; blogName: string }) {
  return (
    <>
      {content.title && (
        <h2 id={titleId} className="pk-post__title">
          {content.title}
        </h2>
      )}
      <ul className="pk-chat">
        {(content.chat ?? []).map((line, i) => (
          <li key={i} className="pk-chat__line">
            {line.label && <strong className="pk-chat__label">{line.label}</strong>} {line.phrase}
          </li>
        ))}
      </ul>
      {content.caption && <HtmlBlock html={content.caption} imageBy={blogName} className="pk-post__html pk-post__caption" />}
    </>
  );
}
