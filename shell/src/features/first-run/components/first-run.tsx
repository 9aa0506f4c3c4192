import { AppLink } from '../../../components/app-link';
import { useSession } from '../../../app/shell-services';
import { BlogFollowRow } from '../../../components/blog-follow-row';
import { useSuggestedBlogs } from '../hooks/use-suggested-blogs';
import './first-run.css';

export const SUGGESTIONS_TITLE = 'Blogs to follow';

/**
 * A new account's dashboard (issue 10, first run): blogs with recent posts to follow (Follow through
 * the blog remote's command; their posts come to the dashboard), and, while the current blog has no
 * posts, a way to write the first one. `compact`: under a short dashboard, the suggestions only.
 */
export function FirstRun({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const current = session.blogs.find((b) => b.name === session.current_blog);
  const { blogs, failed } = useSuggestedBlogs(compact ? 4 : 6);
  const firstPost = !compact && current !== undefined && current.post_count === 0;
  if (!firstPost && (failed || (blogs !== null && blogs.length === 0))) return null;
  return (
    <section className="shell-first-run" aria-labelledby="shell-first-run-title">
      {firstPost ? (
        <div className="shell-first-run__post">
          <h2 className="shell-first-run__heading">Say hello</h2>
          <p>Your blog is ready. Write its first post: a thought, a photo, a quote, anything.</p>
          <AppLink href="/new/text" className="shell-button shell-button--primary">
            Write your first post
          </AppLink>
        </div>
      ) : null}
      {blogs && blogs.length > 0 ? (
        <>
          <h2 id="shell-first-run-title" className="shell-first-run__heading">
            {SUGGESTIONS_TITLE}
          </h2>
          <ul className="shell-first-run__list">
            {blogs.map((blog) => (
              <BlogFollowRow key={blog.name} blog={blog} source="first-run" avatarSize={40} />
            ))}
          </ul>
        </>
      ) : (
        <h2 id="shell-first-run-title" className="shell-visually-hidden">
          {SUGGESTIONS_TITLE}
        </h2>
      )}
    </section>
  );
}
