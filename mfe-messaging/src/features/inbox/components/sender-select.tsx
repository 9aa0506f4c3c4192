import { formatBadge, type OwnBlog } from '@dash/shared-contracts';
import { UnreadBadge } from '../../../components/unread-badge';

interface SenderSelectProps {
  blogs: readonly OwnBlog[];
  value: string;
  unreadByBlog: Record<string, number>;
  onChange: (blogName: string) => void;
}

/**
 * The sender-blog selector of the inbox header (spec 2 §2 screen 2). A native select keeps it
 * usable by keyboard and screen readers; each option carries its blog's unread count.
 */
export function SenderSelect({ blogs, value, unreadByBlog, onChange }: SenderSelectProps) {
  const selectedUnread = unreadByBlog[value] ?? 0;
  return (
    <div className="msg-sender">
      <label className="msg-sender__label" htmlFor="msg-sender-select">
        Inbox of
      </label>
      <select id="msg-sender-select" className="msg-sender__select" value={value} onChange={(e) => onChange(e.target.value)}>
        {blogs.map((blog) => {
          const badge = formatBadge(unreadByBlog[blog.name] ?? 0);
          return (
            <option key={blog.uuid} value={blog.name}>
              {badge ? `${blog.name} (${badge} unread)` : blog.name}
            </option>
          );
        })}
      </select>
      <UnreadBadge count={selectedUnread} className="msg-sender__badge" />
    </div>
  );
}
