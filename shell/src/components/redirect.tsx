import { useEffect } from 'react';
import { useShellServices } from '../app/shell-services';

/** Sends the browser to another route after render (the router has no replace, so this pushes). */
export function Redirect({ to }: { to: string }) {
  const { router } = useShellServices();
  useEffect(() => {
    router.navigate(to);
  }, [router, to]);
  return null;
}
