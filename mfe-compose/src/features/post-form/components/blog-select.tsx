import type { OwnBlog } from '@dash/shared-contracts';

interface BlogSelectProps {
  blogs: OwnBlog[];
  value: string;
  onChange: (name: string) => void;
}

/** Which of the user's blogs posts it; only worth showing when there is a choice. */
export function BlogSelect({ blogs, value, onChange }: BlogSelectProps) {
  if (blogs.length < 2) return null;
  return (
    <label className="compose-blog-select">
      <span className="compose-visually-hidden">Blog</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {blogs.map((blog) => (
          <option key={blog.name} value={blog.name}>
            {blog.name}
          </option>
        ))}
      </select>
    </label>
  );
}
