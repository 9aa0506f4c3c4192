import type { Participant } from '@dash/shared-contracts';
import { isPlainClick } from './recipients-list';

/** Spec 2 §9: empty inbox avatar size. */
export const GRID_AVATAR_SIZE = 40;

/**
 * The empty inbox's suggested blogs (spec 2 §2 screen 6): avatars, 4 per row (already trimmed to whole
 * rows), each a link to `/messaging/conversation/{name}` whose plain click opens the conversation in place.
 */
export function BlogGrid({ blogs, onOpen }: { blogs: readonly Participant[]; onOpen: (blog: Participant) => void }) {
  if (blogs.length === 0) return null;
  return (
    <ul className="msg-grid" aria-label="Suggested Tumblrs">
      {blogs.map((blog) => (
        <li key={blog.uuid} className="msg-grid__cell">
          <a
            className="msg-grid__link"
            href={`/messaging/conversation/${encodeURIComponent(blog.name)}`}
            title={blog.name}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(blog);
            }}
          >
            <img
              className="msg-grid__avatar"
              src={blog.avatar_url}
              alt={`Message ${blog.name}`}
              width={GRID_AVATAR_SIZE}
              height={GRID_AVATAR_SIZE}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
