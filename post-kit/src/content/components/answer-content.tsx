import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../../components/html-block';

export function AnswerContent({ content, blogName }: { content: PostContent; blogName: string }) {
  const asker = content.asking_name || 'Anonymous';
  return (
    <>
      <div className="pk-answer__question">
        <p className="pk-answer__asker">{asker} asked:</p>
        <p className="pk-answer__text">{content.question}</p>
      </div>
      {content.answer && <HtmlBlock html={content.answer} imageBy={blogName} className="pk-post__html" />}
    </>
  );
}
