import type { Post } from '@dash/shared-contracts';
import { useInboxActions } from '../hooks/use-inbox-actions';
import type { InboxKind } from '../lib/post-page';
import { OneLineBox } from './one-line-box';
import { TextAction } from './text-action';

/** Inbox buttons: an ask gets Answer (the post form) and Delete; a submission Post, Queue and Delete. */
export function InboxActions({ post, kind }: { post: Post; kind: Exclude<InboxKind, null> }) {
  const inbox = useInboxActions(post);
  const remove = (
    <TextAction disabled={inbox.pending} onClick={() => void inbox.remove()}>
      Delete
    </TextAction>
  );
  if (kind === 'ask') {
    return (
      <>
        <TextAction onClick={inbox.openAnswerForm}>Answer</TextAction>
        {remove}
      </>
    );
  }
  return (
    <>
      <TextAction disabled={inbox.pending} onClick={() => void inbox.approve(false)}>
        Post
      </TextAction>
      <TextAction disabled={inbox.pending} onClick={() => void inbox.approve(true)}>
        Queue
      </TextAction>
      {remove}
    </>
  );
}

/** The quick answer under an ask: "Your answer", sent by Enter (POST /answer). */
export function QuickAnswerBox({ post }: { post: Post }) {
  const inbox = useInboxActions(post);
  return <OneLineBox label="Your answer" pending={inbox.pending} onSend={inbox.quickAnswer} />;
}
