import type { Post } from '@dash/shared-contracts';

/** The ask being answered, read-only above the Answer field. */
export function AnswerQuestion({ post }: { post: Post }) {
  const asker = post.content.asking_name || 'Anonymous';
  return (
    <section className="compose-question" aria-label="Question">
      <p className="compose-question-asker">{asker} asked:</p>
      <p className="compose-question-text">{post.content.question ?? ''}</p>
    </section>
  );
}
