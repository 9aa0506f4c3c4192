/**
 * "Take the tour again" (the help page) asks the launcher to start the tour even where it was closed
 * earlier in this page's life. A counter, read with useSyncExternalStore.
 */
let requests = 0;
const listeners = new Set<() => void>();

export function requestTour(): void {
  requests += 1;
  listeners.forEach((listener) => listener());
}

export const tourRequests = {
  get: (): number => requests,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
