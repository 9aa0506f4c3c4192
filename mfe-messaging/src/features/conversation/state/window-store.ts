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
 * How many windows may be open (not minimised) at once, and whether windows minimise (spec 2 §4
 * "Minimise": with multiple windows disabled, opening one minimises the others if minimising is
 * enabled, otherwise closes them). Set by the windows' root from the server data, the user's
 * setting and the viewport.
 */
export interface WindowPolicy {
  maxOpen: number;
  minimize: boolean;
}

const ONE_AT_A_TIME: WindowPolicy = { maxOpen: 1, minimize: true };

/**
 * The list with at most `maxOpen` open windows: the most recently active stay open (`recency`: a
 * higher number is more recent; without one, later in the list is more recent), the others are
 * minimised, or closed when minimising is off (then no window is minimised at all). The order of the
 * list never changes, so windows keep their places in the dock.
 */
export function applyPolicy(
  list: readonly ConversationWindow[],
  policy: WindowPolicy,
  recency: (w: ConversationWindow, index: number) => number = (_w, index) => index,
): ConversationWindow[] {
  const open = list
    .map((w, index) => ({ w, rank: recency(w, index) }))
    .filter(({ w }) => !w.minimized)
    .sort((a, b) => b.rank - a.rank)
    .slice(0, Math.max(1, policy.maxOpen))
    .map(({ w }) => w.key);
  const stay = new Set(open);
  const kept: ConversationWindow[] = [];
  for (const w of list) {
    if (stay.has(w.key)) kept.push(w);
    else if (policy.minimize) kept.push(w.minimized ? w : { ...w, minimized: true });
  }
  return kept;
}

/**
 * The open conversation windows, shared by the messaging remote's roots (the header-inbox parcel
 * opens, the application mount renders): both come from the same module instance of this remote.
 * Opening or unminimising a window makes it the newest; the policy then minimises (or closes) the
 * oldest open ones beyond `maxOpen` (one by default: spec 2 §4 "Unminimising one minimises the rest").
 */
export function createWindowStore() {
  let windows: readonly ConversationWindow[] = [];
  let policy: WindowPolicy = ONE_AT_A_TIME;
  /** When each window was last opened or unminimised (a counter): the policy keeps the latest open. */
  const lastActive = new Map<string, number>();
  let tick = 0;
  const touch = (key: string) => lastActive.set(key, (tick += 1));
  const listeners = new Set<Listener>();
  const openListeners = new Set<(win: ConversationWindow) => void>();
  const set = (next: readonly ConversationWindow[]) => {
    for (const w of next) if (!lastActive.has(w.key)) touch(w.key);
    windows = applyPolicy(next, policy, (w) => lastActive.get(w.key) ?? 0);
    for (const key of [...lastActive.keys()]) if (!windows.some((w) => w.key === key)) lastActive.delete(key);
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
    getPolicy: () => policy,
    /** A new policy applies at once to the windows there are. */
    setPolicy(next: WindowPolicy): void {
      if (next.maxOpen === policy.maxOpen && next.minimize === policy.minimize) return;
      policy = next;
      set(windows);
    },
    /** Opens (or brings back) a conversation as the most recent window. */
    open(req: OpenRequest): string {
      const existing = windows.find((w) => (req.id && w.id === req.id) || sameOthers(w, req));
      const key = existing?.key ?? keyOf(req);
      touch(key);
      const others = windows.filter((w) => w.key !== key);
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
    /** A window opened by id alone (a desktop notification) learns its participants from the fetch. */
    setOthers(key: string, others: readonly BlogRef[]): void {
      set(windows.map((w) => (w.key === key && w.others.length === 0 ? { ...w, others: [...others] } : w)));
    },
    /** Unminimising makes the window the most recent (so the policy keeps it open); it keeps its place. */
    setMinimized(key: string, minimized: boolean): void {
      if (!minimized) touch(key);
      set(windows.map((w) => (w.key === key ? { ...w, minimized } : w)));
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
