import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useBusEvent, useRemote, useSessionUser } from '@dash/remote-kit';
import { LOAD_FAILED_MESSAGE, NOT_ADMIN_MESSAGE } from '../lib/moderation-text';
import { LoadBoundary } from './load-boundary';

// Only admins ever open it, so nobody else downloads it.
const ModerationDialog = lazy(() => import('./moderation-dialog').then((m) => ({ default: m.ModerationDialog })));

/** Opens the moderation panel of a blog; `opener` gets focus back. */
export type OpenModeration = (name: string, opener?: HTMLElement | null) => void;

const ModerationContext = createContext<OpenModeration | null>(null);

/** Straight to the provider when it is above (the peepr), else through `blog:moderate`. */
export function useOpenModeration(): OpenModeration {
  const open = useContext(ModerationContext);
  const { bus } = useRemote();
  return open ?? ((name) => bus.emit('blog:moderate', { name }));
}

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * The one moderation panel of this remote (server/README.md "Moderation"): answers `blog:moderate`
 * {name} (the shell's blog page) and the peepr header's Moderation button; one panel at a time, for
 * admins only (anyone else gets an error toast; the server refuses them anyway).
 */
export function ModerationProvider({ children }: { children: ReactNode }) {
  const { bus } = useRemote();
  const user = useSessionUser();
  const loggedOut = useRef(false);
  const nextKey = useRef(1);
  const [current, setCurrent] = useState<{ key: number; name: string; returnFocusTo: HTMLElement | null } | null>(null);
  const admin = useRef(false);
  admin.current = !loggedOut.current && Boolean(user?.is_admin);

  useBusEvent('session:logged-out', () => {
    loggedOut.current = true;
    setCurrent(null);
  });

  const open = useCallback<OpenModeration>(
    (name, opener) => {
      if (!admin.current) return bus.emit('toast:show', { message: NOT_ADMIN_MESSAGE, tone: 'error' });
      setCurrent({ key: nextKey.current++, name, returnFocusTo: opener ?? focused() });
    },
    [bus],
  );

  useBusEvent('blog:moderate', ({ name }) => open(name));

  const close = (key: number) => setCurrent((c) => (c?.key === key ? null : c));
  return (
    <ModerationContext.Provider value={open}>
      {children}
      {current && (
        <LoadBoundary
          key={current.key}
          onError={() => {
            close(current.key);
            bus.emit('toast:show', { message: LOAD_FAILED_MESSAGE, tone: 'error' });
          }}
        >
          <Suspense fallback={null}>
            <ModerationDialog name={current.name} returnFocusTo={current.returnFocusTo} onClose={() => close(current.key)} />
          </Suspense>
        </LoadBoundary>
      )}
    </ModerationContext.Provider>
  );
}
