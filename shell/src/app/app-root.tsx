import { DialogHost } from '../features/dialogs';
import { Header } from '../features/header/components/header';
import { KeyboardShortcuts } from '../features/shortcuts';
import { ToastRegion } from '../features/toast/components/toast-region';
import { TourLauncher } from '../features/tour';
import { AskRoute } from './ask-route';
import { PageOutlet } from './page-outlet';
import { ShellPostCardHost } from './post-card-host';
import { useShellServices } from './shell-services';
import './app-root.css';

/** The page frame: header, the current page, the remote applications' hosts and the toasts. */
export default function AppRoot() {
  const { RemoteAppHosts } = useShellServices();
  return (
    <div className="shell-app">
      <a href="#shell-main" className="shell-skip-link">
        Skip to content
      </a>
      <Header />
      <main id="shell-main" className="shell-main" tabIndex={-1}>
        <ShellPostCardHost>
          <PageOutlet />
        </ShellPostCardHost>
      </main>
      <AskRoute />
      <RemoteAppHosts />
      <ToastRegion />
      <DialogHost />
      <KeyboardShortcuts />
      <TourLauncher />
    </div>
  );
}

export { AppRoot };
