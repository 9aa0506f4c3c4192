import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../html-block';

export function ChatContent({ content, titleId }: { content: PostContent; titleId: string }) {
  return (
    <>
      {content.title && (
        <h2 id={titleId} className="shell-post__title">
          {content.title}
        </h2>
      )}
      <ul className="shell-chat">
        {(content.chat ?? []).map((line, i) => (
          <li key={i} className="shell-chat__line">
            {line.label && <strong className="shell-chat__label">{line.label}</strong>} {line.phrase}
          </li>
        ))}
      </ul>
      {content.caption && <HtmlBlock html={content.caption} className="shell-post__html shell-post__caption" />}
    </>
  );
}
