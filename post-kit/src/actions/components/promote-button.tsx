import type { Post } from '@dash/shared-contracts';
import { usePromote } from '../hooks/use-promote';
import { hasTag } from '../lib/promoted';
import { TextAction } from './text-action';

/** "Promote in #tag" / "Stop promoting" for an own published post carrying the page's tag. */
export function PromoteButton({ post, tag }: { post: Post; tag: string }) {
  const promote = usePromote(post, tag);
  if (post.state !== 'published' || (!hasTag(post, tag) && !promote.promoted)) return null;
  return (
    <TextAction disabled={promote.pending} onClick={() => void promote.toggle()}>
      {promote.promoted ? 'Stop promoting' : `Promote in #${tag}`}
    </TextAction>
  );
}
