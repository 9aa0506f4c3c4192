/**
 * Calls back once after the next completed single-spa navigation, never for the one in progress:
 * a failure recorded during a reroute is retried on the following one (ARCHITECTURE: "single-spa
 * retries on the next navigation"). Returns a cancel function.
 */
export function onNextNavigation(callback: () => void, win: Window = window): () => void {
  let navigating = false;
  const before = () => {
    navigating = true;
  };
  const after = () => {
    if (!navigating) return;
    cancel();
    callback();
  };
  const cancel = () => {
    win.removeEventListener('single-spa:before-routing-event', before);
    win.removeEventListener('single-spa:routing-event', after);
  };
  win.addEventListener('single-spa:before-routing-event', before);
  win.addEventListener('single-spa:routing-event', after);
  return cancel;
}

/** Fires a navigation pair the way single-spa does (tests). */
export function simulateNavigation(win: Window = window): void {
  win.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
  win.dispatchEvent(new CustomEvent('single-spa:routing-event'));
}
