import { useId } from 'react';

interface BlogSelectProps {
  blogs: string[];
  value: string;
  onChange: (name: string) => void;
  disabled?: boolean;
}

/** Which of the user's blogs posts it; only shown when there is a choice (spec 1 §6). */
export function BlogSelect({ blogs, value, onChange, disabled }: BlogSelectProps) {
  const id = useId();
  if (blogs.length < 2) return null;
  return (
    <div className="compose-blog-select">
      <label htmlFor={id} className="compose-visually-hidden">
        Blog
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {blogs.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
