import type { Post } from '@dash/shared-contracts';
import { FollowButton, isPromotedIn, stateLabel, type PostPlace } from '../../actions';
import { BlogLink } from '../../components/blog-link';
import { useHydrated } from '../../lib/use-hydrated';

export function PostHeader({ post, labelId, place }: { post: Post; labelId: string; place: PostPlace }) {
  const hydrated = useHydrated();
  const state = stateLabel(post, !hydrated);
  const promoted = place.page === 'tagged' && place.tag !== undefined && isPromotedIn(post, place.tag);
  return (
    <header className="pk-post__header">
      <img className="pk-post__avatar" src={post.blog.avatar_url} alt="" width={40} height={40} loading="lazy" />
      <div className="pk-post__byline">
        <span className="pk-post__byline-top">
          <BlogLink name={post.blog.name} className="pk-post__blog" id={labelId}>
            {post.blog.name}
          </BlogLink>
          {!post.is_mine && !post.following && place.blog !== post.blog.name && <FollowButton post={post} />}
        </span>
        {post.reblogged_from && (
          <span className="pk-post__reblogged">
            <span aria-hidden="true">⟲ </span>reblogged from{' '}
            <BlogLink name={post.reblogged_from.name} className="pk-post__blog-secondary">
              {post.reblogged_from.name}
            </BlogLink>
          </span>
        )}
      </div>
      {promoted && <span className="pk-post__label pk-post__label--promoted">Promoted</span>}
      {state && <span className="pk-post__state">{state}</span>}
    </header>
  );
}
