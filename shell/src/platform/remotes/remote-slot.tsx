import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { mountRootParcel } from 'single-spa';
import type { ParcelConfig } from 'single-spa';
import type { RemoteName, RemoteProps, SlotName } from '@dash/shared-contracts';
import { useSession } from '../../app/shell-services';
import { onNextNavigation } from './next-navigation';
import { remoteNoticeText } from './notice-text';
import { describeError } from './remote-errors';
import { REMOTE_LABELS } from './remote-labels';
import type { RemoteLoader } from './remote-loader';
import type { RemoteStatusStore } from './remote-status-store';
import './remotes.css';

interface Deps {
  loader: RemoteLoader;
  statuses: RemoteStatusStore;
  propsFor: (name: RemoteName, domElement: HTMLElement) => RemoteProps;
  contractsMajor: number;
  mountParcel?: typeof mountRootParcel;
  log?: (message: string, error?: unknown) => void;
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 2 1 18h18L10 2zm0 4.5 5.6 9.5H4.4L10 6.5zM9 9v3.5h2V9H9zm0 4.5v2h2v-2H9z" />
    </svg>
  );
}

/**
 * Builds the RemoteSlot component: finds the remote that fills a header slot, loads it through the
 * same loader as the applications and mounts its widget as a single-spa root parcel. A failure
 * leaves a small labelled icon and is retried after the next navigation; a loaded remote that has
 * no widget for the slot leaves nothing at all.
 */
export function createRemoteSlot(deps: Deps): (props: { slot: SlotName; className?: string }) => React.ReactNode {
  const mountParcel = deps.mountParcel ?? mountRootParcel;
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));

  return function RemoteSlot({ slot, className }) {
    const remote = deps.loader.remotes.find((candidate) => candidate.entry.slots.includes(slot));
    const session = useSession();
    const all = useSyncExternalStore(deps.statuses.subscribe, deps.statuses.getAll, deps.statuses.getAll);
    const container = useRef<HTMLDivElement>(null);
    const [failed, setFailed] = useState(false);
    const [absent, setAbsent] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const allowed = Boolean(remote) && (!remote?.entry.requiresLogin || session.logged_in);
    const name = remote?.name;

    useEffect(() => {
      const spot = container.current;
      if (!name || !allowed || !spot) return;
      let cancelled = false;
      let cancelRetry: () => void = () => undefined;
      let parcel: ReturnType<typeof mountRootParcel> | null = null;
      // A fresh element per attempt, so a half-mounted failure cannot get in the way of the retry.
      const element = document.createElement('div');
      element.className = 'shell-remote-slot__mount';
      spot.appendChild(element);
      setFailed(false);

      const fail = (error: unknown) => {
        if (cancelled) return;
        log(`[dash remotes] ${name} widget "${slot}": ${describeError(error)}`, error);
        setFailed(true);
        cancelRetry = onNextNavigation(() => setAttempt((n) => n + 1));
      };

      deps.loader
        .load(name)
        .then((module) => {
          if (cancelled) return;
          const widget = module.widgets?.[slot];
          // A version of the remote without this widget is not a failure: the slot stays empty,
          // with no notice and no retry (a loaded module does not change until the page reloads).
          if (!widget) {
            setAbsent(true);
            return;
          }
          const config = { ...widget, name: `${name}:${slot}` } as unknown as ParcelConfig;
          parcel = mountParcel(config, deps.propsFor(name, element) as unknown as Parameters<typeof mountRootParcel>[1]);
          return parcel.mountPromise;
        })
        .catch(fail);

      return () => {
        cancelled = true;
        cancelRetry();
        const mounted = parcel;
        const done = mounted && mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : Promise.resolve(null);
        done
          .catch((error: unknown) => log(`[dash remotes] ${name} widget "${slot}" threw while unmounting`, error))
          .finally(() => element.remove());
      };
    }, [name, slot, allowed, attempt]);

    if (!remote || !allowed) return null;
    if (absent) return null;
    const refusedText =
      all[remote.name].status === 'refused' ? remoteNoticeText(remote.name, all[remote.name], deps.contractsMajor) : null;
    const label = refusedText ?? `${REMOTE_LABELS[remote.name]} is unavailable right now`;
    return (
      <div className={['shell-remote-slot', className].filter(Boolean).join(' ')} data-remote-slot={slot}>
        <div ref={container} className="shell-remote-slot__mount" />
        {failed && (
          <span role="status" className="shell-remote-slot__notice" title={label} aria-label={label}>
            <WarningIcon />
          </span>
        )}
      </div>
    );
  };
}
