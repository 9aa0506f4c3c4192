import { lazy, Suspense } from 'react';
import { useSession } from '../../../app/shell-services';
import { useHydrated } from '../../../lib/use-hydrated';

// Admins only: nobody else downloads it, and it is not in the first page's JavaScript.
const ModerationButton = lazy(() => import('./moderation-button'));

/**
 * Where a blog page offers moderation: nothing for anyone but an admin, and nothing in the server
 * render (the button appears once the page is interactive).
 */
export function ModerationEntry({ name, className }: { name: string; className?: string }) {
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated || !session.user?.is_admin) return null;
  const button = (
    <Suspense fallback={null}>
      <ModerationButton name={name} />
    </Suspense>
  );
  // A wrapper only when there is something in it (one's own blog has no other controls).
  return className ? <div className={className}>{button}</div> : button;
}
