import { z } from 'zod';
import type { ConversationWindow, WindowStore } from './window-store';

/** Spec 2 §9: saves are flushed 50 ms after the last change. */
export const PERSIST_FLUSH_MS = 50;
export type PersistedList = 'open' | 'minimized';
const LISTS: readonly PersistedList[] = ['open', 'minimized'];

/** Spec 2 §9 persistence key: prefix `messaging`, the user name and the list name. */
export function persistenceKey(userName: string, list: PersistedList): string {
  return `messaging:${userName}:${list}`;
}

const ParticipantSchema = z.object({
  uuid: z.string().min(1),
  url: z.string(),
  name: z.string().min(1),
  avatar_url: z.string(),
  /** Conversation windows do not know the blog's theme; kept for the spec's entry shape. */
  theme: z.record(z.string(), z.unknown()).nullable(),
  title: z.string().optional(),
});
const EntrySchema = z.object({
  id: z.string().nullable(),
  /** The own blog talking in this window. */
  participantUuid: z.string().min(1),
  /** The other participants. */
  participants: z.array(ParticipantSchema).min(1),
  lastOpenedDateTs: z.number(),
});
export type PersistedWindow = z.infer<typeof EntrySchema>;
const ListSchema = z.array(EntrySchema);

export interface PersistenceDeps {
  store: WindowStore;
  storage: Storage | null;
  userName: string;
  /** The user's blogs: a window is restored only for one of them (its name comes from here). */
  ownBlogs: readonly { uuid: string; name: string }[];
  /** Saving and restoring happen only with a verified e-mail and the persistence flag (spec 2 §4). */
  enabled: boolean;
  /** A storage failure (spec 2 §4: reported as an error event, then treated as empty). */
  report: (operation: 'read' | 'write' | 'clear', key: string, error: unknown) => void;
  now?: () => number;
  /** Where `storage` events arrive from the other tabs (sync); none in tests that do not need it. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface WindowPersistence {
  /** Logout: the lists are removed and the windows closed; nothing is saved afterwards. */
  clear(): void;
  stop(): void;
}

function toEntry(w: ConversationWindow, lastOpenedDateTs: number): PersistedWindow {
  return {
    id: w.id,
    participantUuid: w.selfUuid,
    participants: w.others.map((o) => ({
      uuid: o.uuid,
      url: o.url,
      name: o.name,
      avatar_url: o.avatar_url,
      theme: null,
      title: o.title,
    })),
    lastOpenedDateTs,
  };
}

/**
 * Saves the open and minimised conversation windows to local storage, restores them on start and
 * follows the other tabs' changes through the `storage` event (spec 2 §4 "Persistence").
 */
export function startWindowPersistence(deps: PersistenceDeps): WindowPersistence {
  const { store, storage, userName, enabled, report } = deps;
  const now = deps.now ?? Date.now;
  const lastOpened = new Map<string, number>();
  /** What storage holds for each list as far as we know: unchanged lists are not written again. */
  const known: Record<PersistedList, string | null> = { open: null, minimized: null };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let previous = store.getWindows();

  const readList = (list: PersistedList): PersistedWindow[] => {
    const key = persistenceKey(userName, list);
    let raw: string | null = null;
    try {
      raw = storage ? storage.getItem(key) : null;
      known[list] = raw;
      if (!raw) return [];
      return ListSchema.parse(JSON.parse(raw));
    } catch (error) {
      report('read', key, error);
      return [];
    }
  };

  /** The stored windows as the store's windows, oldest opened first (the store's policy limits the open ones). */
  const readWindows = (): ConversationWindow[] => {
    const entries = [
      ...readList('open').map((e) => ({ e, minimized: false })),
      ...readList('minimized').map((e) => ({ e, minimized: true })),
    ].sort((a, b) => a.e.lastOpenedDateTs - b.e.lastOpenedDateTs);
    const windows: ConversationWindow[] = [];
    const seen = new Set<string>();
    for (const { e, minimized } of entries) {
      const self = deps.ownBlogs.find((b) => b.uuid === e.participantUuid);
      if (!self) continue;
      const others = e.participants.map((p) => ({
        uuid: p.uuid,
        name: p.name,
        url: p.url,
        avatar_url: p.avatar_url,
        title: p.title ?? p.name,
      }));
      const key =
        e.id ??
        `new:${self.uuid}:${others
          .map((o) => o.uuid)
          .sort()
          .join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lastOpened.set(key, e.lastOpenedDateTs);
      windows.push({ key, id: e.id, selfUuid: self.uuid, selfName: self.name, others, minimized });
    }
    return windows;
  };

  const flush = () => {
    timer = null;
    if (stopped || !enabled || !storage) return;
    const windows = store.getWindows();
    for (const list of LISTS) {
      const entries = windows
        .filter((w) => w.minimized === (list === 'minimized'))
        .map((w) => toEntry(w, lastOpened.get(w.key) ?? now()));
      const key = persistenceKey(userName, list);
      const value = entries.length > 0 ? JSON.stringify(entries) : null;
      if (value === known[list]) continue;
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
        known[list] = value;
      } catch (error) {
        report('write', key, error);
      }
    }
  };

  const unsubscribe = store.subscribe(() => {
    const windows = store.getWindows();
    for (const w of windows) {
      const before = previous.find((p) => p.key === w.key);
      if (!w.minimized && (!before || before.minimized)) lastOpened.set(w.key, now());
    }
    previous = windows;
    if (stopped || timer !== null) return;
    timer = setTimeout(flush, PERSIST_FLUSH_MS);
  });

  const keys = LISTS.map((list) => persistenceKey(userName, list));
  const onStorage = (event: StorageEvent) => {
    if (stopped || !enabled || (event.storageArea && event.storageArea !== storage)) return;
    if (event.key !== null && !keys.includes(event.key)) return;
    const windows = readWindows();
    previous = windows;
    store.replace(windows);
  };

  if (enabled && storage) {
    const restored = readWindows();
    if (restored.length > 0 && store.getWindows().length === 0) {
      previous = restored;
      store.replace(restored);
    }
  }
  deps.eventTarget?.addEventListener('storage', onStorage);

  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    unsubscribe();
    deps.eventTarget?.removeEventListener('storage', onStorage);
  };

  return {
    clear() {
      stop();
      for (const key of keys) {
        try {
          storage?.removeItem(key);
        } catch (error) {
          report('clear', key, error);
        }
      }
      store.reset();
    },
    stop,
  };
}
