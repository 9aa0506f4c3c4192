import type { BlogRef } from '@dash/shared-contracts';

/** One conversation window (spec 2 §2 screen 7). `id` is null for a conversation not created yet. */
export interface ConversationWindow {
  /** Stable key: the conversation id, else `new:{own uuid}:{other uuid}`. */
  key: string;
  id: string | null;
  /** The own blog talking (participant). */
  selfUuid: string;
  selfName: string;
  /** The other participants, as far as they are known when opening. */
  others: BlogRef[];
  minimized: boolean;
}

export interface OpenRequest {
  id: string | null;
  selfUuid: string;
  selfName: string;
  others: BlogRef[];
}

type Listener = () => void;

/**
 * The open conversation windows, shared by the messaging remote's roots (the header-inbox parcel
 * opens, the application mount renders): both come from the same module instance of this remote.
 * Multiple open windows are off (spec 2 §4 "Minimise"): opening or unminimising one minimises the rest.
 */
export function createWindowStore() {
  let windows: readonly ConversationWindow[] = [];
  const listeners = new Set<Listener>();
  const openListeners = new Set<(win: ConversationWindow) => void>();
  const set = (next: readonly ConversationWindow[]) => {
    windows = next;
    for (const listener of [...listeners]) listener();
  };
  const keyOf = (req: OpenRequest) =>
    req.id ??
    `new:${req.selfUuid}:${req.others
      .map((o) => o.uuid)
      .sort()
      .join(',')}`;
  const sameOthers = (w: ConversationWindow, req: OpenRequest) =>
    w.selfUuid === req.selfUuid &&
    w.others
      .map((o) => o.uuid)
      .sort()
      .join(',') ===
      req.others
        .map((o) => o.uuid)
        .sort()
        .join(',');

  return {
    getWindows: () => windows,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Opens (or brings back) a conversation; every other window is minimised. */
    open(req: OpenRequest): string {
      const existing = windows.find((w) => (req.id && w.id === req.id) || sameOthers(w, req));
      const key = existing?.key ?? keyOf(req);
      const others = windows.filter((w) => w.key !== key).map((w) => ({ ...w, minimized: true }));
      const opened: ConversationWindow = existing
        ? { ...existing, id: existing.id ?? req.id, minimized: false }
        : { key, id: req.id, selfUuid: req.selfUuid, selfName: req.selfName, others: req.others, minimized: false };
      set([...others, opened]);
      for (const listener of [...openListeners]) listener(opened);
      return key;
    },
    /** A new conversation was created by its first message. The key stays, so the panel keeps its state. */
    setId(key: string, id: string): void {
      set(windows.map((w) => (w.key === key ? { ...w, id } : w)));
    },
    setMinimized(key: string, minimized: boolean): void {
      set(
        windows.map((w) => {
          if (w.key === key) return { ...w, minimized };
          return minimized ? w : { ...w, minimized: true };
        }),
      );
    },
    close(key: string): void {
      set(windows.filter((w) => w.key !== key));
    },
    reset(): void {
      set([]);
    },
    /** Restored or synced windows (window-persistence.ts): replaces the list, keeping keys. */
    replace(next: readonly ConversationWindow[]): void {
      set(next);
    },
    /** Called after each `open()` (a user's action or an address; not a restore): returns its unsubscribe. */
    onOpen(listener: (win: ConversationWindow) => void): () => void {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
  };
}

export type WindowStore = ReturnType<typeof createWindowStore>;

/** The remote's one store. */
export const windowStore = createWindowStore();
