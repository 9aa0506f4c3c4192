import { AppLink } from '../../components/app-link';

export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="pk-post__tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <AppLink href={`/tagged/${encodeURIComponent(tag)}`} className="pk-post__tag">
            #{tag}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
