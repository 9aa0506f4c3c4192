import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { RemoteName } from '@dash/shared-contracts';
import type { Overrides } from './override-rules';
import type { RemoteState, RemoteStatusStore } from './remote-status-store';
import type { ResolvedRemote } from './resolve-remotes';
import './remotes-panel.css';

export interface RemotesPanelProps {
  remotes: readonly ResolvedRemote[];
  statuses: RemoteStatusStore;
  overrides: Overrides;
  /** Stores the new overrides and reloads the page without override parameters. */
  applyOverrides: (next: Overrides) => void;
}

const STATUS_TEXT: Record<RemoteState['status'], string> = {
  'not-loaded': 'not loaded',
  loading: 'loading',
  loaded: 'loaded',
  failed: 'failed',
  refused: 'refused',
};

/** Developer panel (only where the environment allows overrides): what runs, from where, and how it went. */
export function RemotesPanel({ remotes, statuses, overrides, applyOverrides }: RemotesPanelProps) {
  const [open, setOpen] = useState(false);
  const all = useSyncExternalStore(statuses.subscribe, statuses.getAll);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const hasOverrides = Object.keys(overrides).length > 0;

  useEffect(() => {
    if (!open) return;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const clear = (name: RemoteName) => {
    const next = { ...overrides };
    delete next[name];
    applyOverrides(next);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="shell-remotes-toggle"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Remotes
      </button>
      {open && (
        <div ref={dialog} id={dialogId} role="dialog" aria-labelledby={titleId} className="shell-remotes-panel" tabIndex={-1}>
          <div className="shell-remotes-panel__head">
            <h2 id={titleId}>Remotes</h2>
            <button type="button" className="shell-remotes-panel__close" onClick={close} aria-label="Close">
              ×
            </button>
          </div>
          <table className="shell-remotes-panel__table">
            <thead>
              <tr>
                <th scope="col">Remote</th>
                <th scope="col">Version</th>
                <th scope="col">Source</th>
                <th scope="col">Manifest</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="shell-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {remotes.map((remote) => {
                const state = all[remote.name];
                const version = state.version ?? remote.expectedVersion ?? 'unknown';
                return (
                  <tr key={remote.name} data-remote={remote.name}>
                    <th scope="row">{remote.name}</th>
                    <td>{version}</td>
                    <td>{remote.source}</td>
                    <td className="shell-remotes-panel__url">{remote.manifestUrl}</td>
                    <td title={state.message}>
                      {STATUS_TEXT[state.status]}
                      {state.code ? ` (${state.code})` : ''}
                    </td>
                    <td>
                      {remote.source === 'override' && (
                        <button type="button" onClick={() => clear(remote.name)} aria-label={`Clear ${remote.name} override`}>
                          Clear
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="shell-remotes-panel__hint">
            Add <code>?mfe-override=compose@1.1.0</code> or{' '}
            <code>?mfe-override=compose=http://localhost:9301/mf-manifest.json</code> to the address to override a remote in this
            browser.
          </p>
          <button
            type="button"
            className="shell-remotes-panel__reset"
            disabled={!hasOverrides}
            onClick={() => applyOverrides({})}
          >
            Reset overrides
          </button>
        </div>
      )}
    </>
  );
}
