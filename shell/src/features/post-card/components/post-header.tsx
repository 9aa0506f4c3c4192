import type { Post } from '@dash/shared-contracts';
import { isPromotedIn } from '../lib/promoted';
import { useHydrated } from '../../../lib/use-hydrated';
import { stateLabel } from '../lib/post-page';
import type { PostPlace } from '../lib/post-page';
import { BlogLink } from './blog-link';
import { FollowButton } from './follow-button';

export function PostHeader({ post, labelId, place }: { post: Post; labelId: string; place: PostPlace }) {
  const hydrated = useHydrated();
  const state = stateLabel(post, !hydrated);
  const promoted = place.page === 'tagged' && place.tag !== undefined && isPromotedIn(post, place.tag);
  return (
    <header className="shell-post__header">
      <img className="shell-post__avatar" src={post.blog.avatar_url} alt="" width={40} height={40} loading="lazy" />
      <div className="shell-post__byline">
        <span className="shell-post__byline-top">
          <BlogLink name={post.blog.name} className="shell-post__blog" id={labelId}>
            {post.blog.name}
          </BlogLink>
          {!post.is_mine && !post.following && <FollowButton post={post} />}
        </span>
        {post.reblogged_from && (
          <span className="shell-post__reblogged">
            <span aria-hidden="true">⟲ </span>reblogged from{' '}
            <BlogLink name={post.reblogged_from.name} className="shell-post__blog-secondary">
              {post.reblogged_from.name}
            </BlogLink>
          </span>
        )}
      </div>
      {promoted && <span className="shell-post__label shell-post__label--promoted">Promoted</span>}
      {state && <span className="shell-post__state">{state}</span>}
    </header>
  );
}
