import { useCallback, useSyncExternalStore } from 'react';
import type { RemoteName } from '@dash/shared-contracts';
import { useLocation, useSession } from '../../app/shell-services';
import { remoteActive } from './activity';
import type { MountElements } from './mount-elements';
import { remoteNoticeText } from './notice-text';
import type { RemoteStatusStore } from './remote-status-store';
import type { ResolvedRemote } from './resolve-remotes';
import './remotes.css';

interface Deps {
  remotes: readonly ResolvedRemote[];
  statuses: RemoteStatusStore;
  mountElements: MountElements;
  contractsMajor: number;
}

/** Moves the platform-owned mount element into this React-rendered spot (and out on unmount). */
function MountPoint({ element }: { element: HTMLElement }) {
  // Stable per element: an inline ref callback would detach and re-attach the remote on every render.
  const attach = useCallback(
    (spot: HTMLDivElement | null) => {
      if (!spot) return;
      if (element.parentNode !== spot) spot.appendChild(element);
      return () => {
        if (element.parentNode === spot) spot.removeChild(element);
      };
    },
    [element],
  );
  return <div className="shell-remote-mount-point" ref={attach} />;
}

/**
 * Builds the RemoteAppHosts component: one host per remote application
 * (`<div id="mfe-compose" data-remote-host="compose">`), with the notice of a remote that failed or
 * was refused on the current page.
 */
export function createRemoteAppHosts(deps: Deps): () => React.ReactNode {
  const apps = deps.remotes.filter((remote) => remote.entry.routes.length > 0);

  return function RemoteAppHosts() {
    const all = useSyncExternalStore(deps.statuses.subscribe, deps.statuses.getAll, deps.statuses.getAll);
    const { pathname } = useLocation();
    const session = useSession();
    let shown = 0;
    return (
      <div className="shell-remote-hosts">
        {apps.map((remote) => {
          const name: RemoteName = remote.name;
          const notice = remoteActive(remote.entry, pathname, session)
            ? remoteNoticeText(name, all[name], deps.contractsMajor)
            : null;
          const offset = notice ? shown++ : 0;
          return (
            <div key={name} id={`mfe-${name}`} data-remote-host={name} className="shell-remote-host">
              <MountPoint element={deps.mountElements.get(name)} />
              {notice && (
                <p role="status" className="shell-remote-notice" style={{ bottom: `${16 + offset * 52}px` }}>
                  {notice}
                </p>
              )}
            </div>
          );
        })}
      </div>
    );
  };
}
