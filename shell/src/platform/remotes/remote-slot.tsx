import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ParcelConfig, mountRootParcel } from 'single-spa';
import type { RemoteName, RemoteProps, SlotName } from '@dash/shared-contracts';
import { useSession } from '../../app/shell-services';
import { onNextNavigation } from './next-navigation';
import { remoteNoticeText } from './notice-text';
import type { RemoteDemand } from './remote-demand';
import { describeError } from './remote-errors';
import { REMOTE_LABELS } from './remote-labels';
import type { RemoteLoader } from './remote-loader';
import type { RemoteStatusStore } from './remote-status-store';
import { loadSingleSpa } from './single-spa-loader';
import { replayActivation, activationOf } from './slot-activation';
import type { Activation } from './slot-activation';
import './remotes.css';

interface Deps {
  loader: RemoteLoader;
  statuses: RemoteStatusStore;
  propsFor: (name: RemoteName, domElement: HTMLElement) => RemoteProps;
  contractsMajor: number;
  demand: RemoteDemand;
  /** Default: single-spa's mountRootParcel, loaded with the first widget. */
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

export interface RemoteSlotProps {
  slot: SlotName;
  className?: string;
  /**
   * What the slot shows until the remote's widget has mounted: a look-alike of the widget (the
   * server renders it, so the page is complete before any remote loads). A click on one of its
   * buttons is replayed on the widget's button in the same place once it mounts.
   */
  children?: ReactNode;
}

/**
 * Builds the RemoteSlot component: finds the remote that fills a slot and, once the page needs that
 * remote (remote-demand.ts: at idle for the header, or on the first pointer or key that reaches the
 * slot), loads it through the same loader as the applications and mounts its widget as a single-spa
 * root parcel in place of the slot's look-alike. A failure leaves a small labelled icon and is
 * retried after the next navigation; a loaded remote that has no widget for the slot leaves nothing.
 */
/** The widget has drawn something: a leaf with text, an image or an icon below the mount point (not just wrappers). */
function drawn(element: HTMLElement): boolean {
  return Array.from(element.querySelectorAll('*')).some(
    (node) =>
      node instanceof HTMLImageElement || node instanceof SVGElement || (node.children.length === 0 && node.textContent !== ''),
  );
}

export function createRemoteSlot(deps: Deps): (props: RemoteSlotProps) => React.ReactNode {
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const mountParcelWith = async (): Promise<typeof mountRootParcel> =>
    deps.mountParcel ?? (await loadSingleSpa()).mountRootParcel;

  return function RemoteSlot({ slot, className, children }) {
    const remote = deps.loader.remotes.find((candidate) => candidate.entry.slots.includes(slot));
    const session = useSession();
    const all = useSyncExternalStore(deps.statuses.subscribe, deps.statuses.getAll, deps.statuses.getAll);
    const name = remote?.name;
    const isDemanded = () => (name ? deps.demand.isDemanded(name) : false);
    const demanded = useSyncExternalStore(deps.demand.subscribe, isDemanded, () => false);
    const container = useRef<HTMLDivElement>(null);
    const lookalike = useRef<HTMLDivElement>(null);
    const activation = useRef<Activation | null>(null);
    const [mounted, setMounted] = useState(false);
    const [failed, setFailed] = useState(false);
    const [absent, setAbsent] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const allowed = Boolean(remote) && (!remote?.entry.requiresLogin || session.logged_in);

    useEffect(() => {
      const spot = container.current;
      if (!name || !allowed || !demanded || !spot) return;
      let cancelled = false;
      let cancelRetry: () => void = () => undefined;
      let parcel: ReturnType<typeof mountRootParcel> | null = null;
      let hideWhenDrawn: MutationObserver | null = null;
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

      Promise.all([deps.loader.load(name), mountParcelWith()])
        .then(([module, mountParcel]) => {
          if (cancelled) return;
          const widget = module.widgets?.[slot];
          // A version of the remote without this widget is not a failure: the slot stays empty,
          // with no notice and no retry (a loaded module does not change until the page reloads).
          if (!widget) {
            setAbsent(true);
            return;
          }
          const config = { ...widget, name: `${name}:${slot}` } as unknown as ParcelConfig;
          // The look-alike goes as soon as the widget has drawn anything, before single-spa reports the
          // mount: never two controls with the same name on the page at once.
          hideWhenDrawn = new MutationObserver(() => {
            if (!drawn(element)) return;
            lookalike.current?.setAttribute('hidden', '');
            hideWhenDrawn?.disconnect();
          });
          hideWhenDrawn.observe(element, { childList: true, subtree: true, characterData: true });
          parcel = mountParcel(config, deps.propsFor(name, element) as unknown as Parameters<typeof mountRootParcel>[1]);
          return parcel.mountPromise.then(() => {
            if (cancelled) return;
            // The widget is on screen: the look-alike goes in the same frame, and a click or the
            // focus it took moves to the widget's control in the same place.
            hideWhenDrawn?.disconnect();
            lookalike.current?.setAttribute('hidden', '');
            replayActivation(activation.current, lookalike.current, element);
            activation.current = null;
            setMounted(true);
          });
        })
        .catch(fail);

      return () => {
        cancelled = true;
        cancelRetry();
        hideWhenDrawn?.disconnect();
        const mounted = parcel;
        const done = mounted && mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : Promise.resolve(null);
        done
          .catch((error: unknown) => log(`[dash remotes] ${name} widget "${slot}" threw while unmounting`, error))
          .finally(() => element.remove());
      };
    }, [name, slot, allowed, demanded, attempt]);

    if (!remote || !allowed) return null;
    if (absent) return null;
    const demandIt = () => {
      if (name) deps.demand.demand(name);
    };
    const refusedText =
      all[remote.name].status === 'refused' ? remoteNoticeText(remote.name, all[remote.name], deps.contractsMajor) : null;
    const label = refusedText ?? `${REMOTE_LABELS[remote.name]} is unavailable right now`;
    return (
      <div
        className={['shell-remote-slot', className].filter(Boolean).join(' ')}
        data-remote-slot={slot}
        data-remote-state={failed ? 'failed' : mounted ? 'mounted' : 'waiting'}
        onPointerEnter={demandIt}
        onPointerDown={demandIt}
        onFocus={demandIt}
        onKeyDown={demandIt}
        onClickCapture={(event) => {
          if (mounted || failed || !lookalike.current?.contains(event.target as Node)) return;
          activation.current = activationOf(lookalike.current, event.target as Element);
          demandIt();
        }}
      >
        {children && !mounted && !failed && (
          <div ref={lookalike} className="shell-remote-slot__lookalike">
            {children}
          </div>
        )}
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
