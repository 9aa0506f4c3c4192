import { useEffect } from 'react';
import { useShellServices } from '../app/shell-services';

/** Sends the browser to another route after render, replacing the history entry (Back does not bounce). */
export function Redirect({ to }: { to: string }) {
  const { router } = useShellServices();
  useEffect(() => {
    router.navigate(to, { replace: true });
  }, [router, to]);
  return null;
}
