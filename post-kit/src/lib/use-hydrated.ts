import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates the server's HTML, true from then on (and at
 * once in a page the browser renders itself). For output that can only be right in the browser (the
 * viewer's time zone, DOM-based HTML rewriting): the first render matches the server's, and React
 * re-renders with the browser's version right after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
