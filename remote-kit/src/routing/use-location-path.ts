import { useEffect, useState } from 'react';
import { useBusEvent } from '../context/remote-context';

/**
 * The current pathname. `route:changed` replays the shell's location; popstate covers history
 * moves (single-spa's navigateToUrl also fires it) in case a route fact is late.
 */
export function useLocationPath(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useBusEvent('route:changed', (payload) => setPath(payload.path));
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return path;
}
