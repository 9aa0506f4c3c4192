import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import AppRoot from './app/app-root';
import { ShellServicesContext } from './app/shell-services';
import { BootErrorPage } from './platform/boot/boot-error-page';
import { readBootstrap } from './platform/boot/read-bootstrap';
import { createPlatform } from './platform/create-platform';

/** After the browser has painted the shell once (a frame, then a task). */
function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const result = readBootstrap();

if (!result.ok) {
  console.error('[dash] invalid bootstrap', result.problems);
  root.render(<BootErrorPage problems={result.problems} />);
} else {
  const platform = createPlatform(result.bootstrap, { federation: { registerRemotes, loadRemote } });
  const { Overlay } = platform;
  root.render(
    <ShellServicesContext.Provider value={platform.services}>
      <AppRoot />
      <Overlay />
    </ShellServicesContext.Provider>,
  );
  // The first paint carries no remote code; the remotes load once the shell is on screen.
  afterFirstPaint(() => platform.start());
}
