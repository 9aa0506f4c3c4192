import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import AppRoot from './app/app-root';
import { createInitialBlogStore, readInitialBlog } from './app/initial-blog';
import { createInitialFeedStore, readInitialFeed } from './app/initial-feed';
import { ShellServicesContext } from './app/shell-services';
import type { ShellServices } from './app/shell-services';
import { BootErrorPage } from './platform/boot/boot-error-page';
import { readBootstrap } from './platform/boot/read-bootstrap';
import { createPlatform } from './platform/create-platform';
import type { Platform } from './platform/create-platform';

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

/** The User Timing mark set when React has committed the page (hydrated or rendered it). */
const HYDRATED_MARK = 'dash:hydrated';

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
  const services = {
    ...platform.services,
    initialFeed: createInitialFeedStore(readInitialFeed()),
    initialBlog: createInitialBlogStore(readInitialBlog()),
  };
  // Hydration starts in a task of its own too.
  await nextTask();
  let hydrated = false;
  const afterHydration = () => {
    if (hydrated) return;
    hydrated = true;
    // The moment the page became interactive, on the page's clock (User Timing: npm run bench reads it).
    performance.mark(HYDRATED_MARK);
    setTimeout(() => startPlatform(platform, services), 0);
  };
  const app = (
    <ShellServicesContext.Provider value={services}>
      <AppRoot />
      <WhenCommitted run={afterHydration} />
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
}

/** Runs `run` once React has committed the page (hydrated it, or rendered it). Draws nothing. */
function WhenCommitted({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * After hydration: the platform starts (the remotes load from then on, when the page needs them),
 * and its own UI, when it has something to show, gets a root of its own beside the page: it is
 * never in the server's HTML.
 */
function startPlatform(platform: Platform, services: ShellServices): void {
  platform.start();
  platform.loadOverlay()?.then(
    (Overlay) => {
      const overlay = document.createElement('div');
      overlay.id = 'shell-overlay-root';
      document.body.appendChild(overlay);
      createRoot(overlay).render(
        <ShellServicesContext.Provider value={services}>
          <Overlay />
        </ShellServicesContext.Provider>,
      );
    },
    (error: unknown) => console.error('[dash remotes] the override notices could not be loaded', error),
  );
}
