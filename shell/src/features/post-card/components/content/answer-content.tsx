import type { PostContent } from '@dash/shared-contracts';
import { HtmlBlock } from '../html-block';

export function AnswerContent({ content }: { content: PostContent }) {
  const asker = content.asking_name || 'Anonymous';
  return (
    <>
      <div className="shell-answer__question">
        <p className="shell-answer__asker">{asker} asked:</p>
        <p className="shell-answer__text">{content.question}</p>
      </div>
      {content.answer && <HtmlBlock html={content.answer} className="shell-post__html" />}
    </>
  );
}
