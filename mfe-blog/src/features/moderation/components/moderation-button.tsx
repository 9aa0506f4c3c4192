import { useSessionUser } from '@dash/remote-kit';
import { useOpenModeration } from './moderation-provider';
import './moderation-header.css';

/** The blog header's "Moderation" button: admins only (anyone else never sees it). */
export function ModerationButton({ name }: { name: string }) {
  const user = useSessionUser();
  const open = useOpenModeration();
  if (!user?.is_admin) return null;
  return (
    <button
      type="button"
      className="blog-button blog-button--secondary blog-moderation-open"
      aria-haspopup="dialog"
      onClick={(event) => open(name, event.currentTarget)}
    >
      Moderation
    </button>
  );
}
