import type { Post } from '@dash/shared-contracts';
import { FollowButton, isPromotedIn, stateLabel, type PostPlace } from '../../actions';
import { useBlogPreview } from '../../blog-preview';
import { BlogLink } from '../../components/blog-link';
import { usePostCardHost } from '../../host';
import { EditedMark } from '../../history';
import { useHydrated } from '../../lib/use-hydrated';

/** The blog popover (spec 3 §2 screen 2) for a blog named in the header, asked of the blog remote. */
function useHeaderPreview(name: string) {
  const { bus } = usePostCardHost();
  return useBlogPreview({ bus, name, kind: 'popover', onTap: () => bus.emit('blog:open', { name }) });
}

function RebloggedFrom({ name }: { name: string }) {
  const preview = useHeaderPreview(name);
  return (
    <span className="pk-post__reblogged">
      <span aria-hidden="true">⟲ </span>reblogged from{' '}
      <BlogLink name={name} className="pk-post__blog-secondary" preview={preview.hover}>
        {name}
      </BlogLink>
    </span>
  );
}

export function PostHeader({ post, labelId, place }: { post: Post; labelId: string; place: PostPlace }) {
  const hydrated = useHydrated();
  const preview = useHeaderPreview(post.blog.name);
  const state = stateLabel(post, !hydrated);
  const promoted = place.page === 'tagged' && place.tag !== undefined && isPromotedIn(post, place.tag);
  return (
    <header className="pk-post__header">
      {/* The avatar is the popover's keyboard trigger; the name beside it names the blog. */}
      <button
        type="button"
        className="pk-post__avatar-button"
        aria-label="Blog preview"
        aria-describedby={labelId}
        {...preview.trigger}
      >
        <img className="pk-post__avatar" src={post.blog.avatar_url} alt="" width={40} height={40} loading="lazy" />
      </button>
      <div className="pk-post__byline">
        <span className="pk-post__byline-top">
          <BlogLink name={post.blog.name} className="pk-post__blog" id={labelId} preview={preview.hover}>
            {post.blog.name}
          </BlogLink>
          {!post.is_mine && !post.following && place.blog !== post.blog.name && <FollowButton post={post} />}
        </span>
        {post.reblogged_from && <RebloggedFrom name={post.reblogged_from.name} />}
      </div>
      <EditedMark post={post} />
      {promoted && <span className="pk-post__label pk-post__label--promoted">Promoted</span>}
      {state && <span className="pk-post__state">{state}</span>}
    </header>
  );
}
