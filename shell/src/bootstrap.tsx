import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import AppRoot from './app/app-root';
import { createInitialFeedStore, readInitialFeed } from './app/initial-feed';
import { ShellServicesContext } from './app/shell-services';
import { BootErrorPage } from './platform/boot/boot-error-page';
import { readBootstrap } from './platform/boot/read-bootstrap';
import { createPlatform } from './platform/create-platform';

/** After the browser has painted the shell once (a frame, then a task). */
function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** Hydration must find what the server rendered: a mismatch is reported, never silent. */
function reportRecoverable(error: unknown, info: { componentStack?: string }): void {
  console.error('[dash hydration] the page did not match the server render', error, info.componentStack ?? '');
}

/**
 * Lets the browser run what waits (input, paint) before the next step: the start is cut into
 * short tasks instead of one long one (issue 8, Total Blocking Time).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The app chunk has just been evaluated: the page's setup starts in a task of its own.
void nextTask().then(start);

async function start(): Promise<void> {
  if (!container) return;
  const result = readBootstrap();
  if (!result.ok) {
    console.error('[dash] invalid bootstrap', result.problems);
    createRoot(container).render(<BootErrorPage problems={result.problems} />);
    return;
  }
  const platform = createPlatform(result.bootstrap, { federation: { registerRemotes, loadRemote } });
  const services = { ...platform.services, initialFeed: createInitialFeedStore(readInitialFeed()) };
  // Hydration starts in a task of its own too.
  await nextTask();
  const app = (
    <ShellServicesContext.Provider value={services}>
      <AppRoot />
    </ShellServicesContext.Provider>
  );
  // The server renders the page (issue 8); a page it did not render starts empty and renders here.
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
  // one long task (the page is already visible and readable): a tap or key during hydration answers.
  if (container.hasChildNodes())
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverable });
    });
  else createRoot(container).render(app);

  // The platform's own UI (override banner and notices, the Remotes panel) is never in the server's
  // HTML: it has a root of its own beside the page, rendered after the page's first paint. The
  // remotes load from then on, when the page needs them.
  afterFirstPaint(() => {
    const overlay = document.createElement('div');
    overlay.id = 'shell-overlay-root';
    document.body.appendChild(overlay);
    const { Overlay } = platform;
    createRoot(overlay).render(
      <ShellServicesContext.Provider value={services}>
        <Overlay />
      </ShellServicesContext.Provider>,
    );
    platform.start();
  });
}
