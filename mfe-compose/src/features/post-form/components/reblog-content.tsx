import { useId, useMemo } from 'react';
import { PostCardHostProvider, ReblogTrail, remotePostCardHost } from '@dash/post-kit';
import type { Post } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';

/**
 * What is being reblogged, read-only above the comment field: the dashboard's reblog trail
 * (@dash/post-kit), the same list as in the feed and the blog overlay. In a new reblog the
 * reblogged post's own words are its last entry; editing a reblog leaves its own words out (they
 * are in the Comment field). Blog names open the blog in a new tab, so the draft stays.
 */
export function ReblogContent({ post, includeOwnComment }: { post: Post; includeOwnComment: boolean }) {
  const props = useRemote();
  const host = useMemo(() => remotePostCardHost(props, { surface: 'post-form' }), [props]);
  const titleId = useId();
  return (
    <section className="compose-reblog" aria-label="Reblogged content">
      <PostCardHostProvider host={host}>
        <ReblogTrail post={post} includeOwn={includeOwnComment} titleId={titleId} linkTarget="_blank" />
      </PostCardHostProvider>
    </section>
  );
}
