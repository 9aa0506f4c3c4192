type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Runs work when the browser is idle after the first paint (setTimeout where idle callbacks are missing). */
export function whenIdle(work: () => void, win: Window = window): void {
  const idle = (win as IdleWindow).requestIdleCallback;
  if (typeof idle === 'function') idle.call(win, work, { timeout: 2000 });
  else win.setTimeout(work, 1);
}
