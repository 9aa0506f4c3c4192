import type { Post } from '@dash/shared-contracts';
import { useOwnPostActions } from '../hooks/use-own-post-actions';
import type { PostPlace } from '../lib/post-page';
import { LazyPromoteButton } from './lazy-actions';
import { TextAction } from './text-action';

/** The user's own posts: Publish (drafts) or Publish now (queue), Edit, Delete, and Promote on tagged pages. */
export function OwnPostActions({ post, place }: { post: Post; place: PostPlace }) {
  const own = useOwnPostActions(post);
  const canPublishNow = place.page === 'queue' && (post.state === 'queued' || post.state === 'scheduled');
  const canPublish = place.page === 'drafts' && post.state === 'draft';
  return (
    <>
      {place.page === 'tagged' && place.tag !== undefined && <LazyPromoteButton post={post} tag={place.tag} />}
      {canPublish && (
        <TextAction disabled={own.pending} onClick={() => void own.publish(false)}>
          Publish
        </TextAction>
      )}
      {canPublishNow && (
        <TextAction disabled={own.pending} onClick={() => void own.publish(true)}>
          Publish now
        </TextAction>
      )}
      <TextAction onClick={own.edit}>Edit</TextAction>
      <TextAction disabled={own.pending} onClick={() => void own.remove()}>
        Delete
      </TextAction>
    </>
  );
}
