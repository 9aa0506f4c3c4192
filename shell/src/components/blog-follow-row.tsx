import type { Blog } from '@dash/shared-contracts';
import { useShellServices } from '../app/shell-services';
import { AppLink } from './app-link';
import './blog-follow-row.css';

/**
 * A blog in a list (Following, the first run's suggestions): avatar, name linking to its page, title,
 * and Follow / Unfollow through the blog remote's command (`source` says where it was pressed).
 */
export function BlogFollowRow({ blog, source, avatarSize = 48 }: { blog: Blog; source: string; avatarSize?: number }) {
  const { bus } = useShellServices();
  return (
    <li className="shell-blog-row">
      <img className="shell-blog-row__avatar" src={blog.avatar_url} alt="" width={avatarSize} height={avatarSize} />
      <span className="shell-blog-row__names">
        <AppLink href={`/blog/${encodeURIComponent(blog.name)}`} className="shell-blog-row__name">
          {blog.name}
        </AppLink>
        {blog.title && blog.title !== blog.name ? <span className="shell-blog-row__title">{blog.title}</span> : null}
      </span>
      <button
        type="button"
        className={`shell-button${blog.following ? '' : ' shell-button--primary'}`}
        aria-label={`${blog.following ? 'Unfollow' : 'Follow'} ${blog.name}`}
        onClick={() => bus.emit('blog:follow', { name: blog.name, follow: !blog.following, source })}
      >
        {blog.following ? 'Unfollow' : 'Follow'}
      </button>
    </li>
  );
}
