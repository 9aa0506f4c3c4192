import type { Participant } from '@dash/shared-contracts';

/** The results row (spec 3 §2 screen 12): one avatar button per blog, its name under it. */
export function RecipientRow({
  label,
  blogs,
  onChoose,
}: {
  label: string;
  blogs: readonly Participant[];
  onChoose: (blog: Participant, position: number) => void;
}) {
  return (
    <ul className="msg-share__row" aria-label={label}>
      {blogs.map((blog, i) => (
        <li key={blog.uuid}>
          <button
            type="button"
            className="msg-share__recipient"
            onClick={() => onChoose(blog, i)}
            title={blog.title || blog.name}
          >
            <img className="msg-share__avatar" src={blog.avatar_url} alt="" width={40} height={40} />
            <span className="msg-share__recipient-name">{blog.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
