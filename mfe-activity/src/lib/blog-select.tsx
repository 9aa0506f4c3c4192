import type { OwnBlog } from '@dash/shared-contracts';

/** The popover's own blog switcher: shows another blog's activity without changing the current blog. */
export function BlogSelect({
  blogs,
  value,
  onChange,
}: {
  blogs: readonly OwnBlog[];
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <div className="activity-blog-select">
      <label className="activity-visually-hidden" htmlFor="activity-blog-select">
        Blog
      </label>
      <select id="activity-blog-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {blogs.map((blog) => (
          <option key={blog.uuid} value={blog.name}>
            {blog.name}
          </option>
        ))}
      </select>
    </div>
  );
}
