import { PERSIST_FLUSH_MS, persistenceKey, startWindowPersistence, type PersistenceDeps } from './window-persistence';
import { createWindowStore, type OpenRequest } from './window-store';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const friend = (name: string) => ({ uuid: `t:${name}`, name, title: name, avatar_url: `/${name}.png`, url: `/blog/${name}` });
const req = (id: string | null, name: string): OpenRequest => ({
  id,
  selfUuid: 't:alpha',
  selfName: 'alpha',
  others: [friend(name)],
});

function setup(extra: Partial<PersistenceDeps> = {}) {
  const store = createWindowStore();
  const storage = new MemoryStorage();
  const report = jest.fn();
  let clock = 1_000;
  const deps: PersistenceDeps = {
    store,
    storage,
    userName: 'ann',
    ownBlogs: [{ uuid: 't:alpha', name: 'alpha' }],
    enabled: true,
    report,
    now: () => clock,
    ...extra,
  };
  return {
    store,
    storage: (extra.storage as MemoryStorage | undefined) ?? storage,
    report,
    deps,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('keys: prefix messaging, the user name and the list name', () => {
  expect(persistenceKey('ann', 'open')).toBe('messaging:ann:open');
  expect(persistenceKey('ann', 'minimized')).toBe('messaging:ann:minimized');
});

test('changes are flushed 50 ms after the last one, as the open and minimised lists', () => {
  const { store, storage, deps } = setup();
  const persistence = startWindowPersistence(deps);
  store.open(req('c1', 'bob'));
  store.open(req('c2', 'cat')); // c1 is minimised
  jest.advanceTimersByTime(PERSIST_FLUSH_MS - 1);
  expect(storage.getItem('messaging:ann:open')).toBeNull();
  jest.advanceTimersByTime(1);
  expect(JSON.parse(storage.getItem('messaging:ann:open') ?? 'null')).toEqual([
    {
      id: 'c2',
      participantUuid: 't:alpha',
      participants: [{ uuid: 't:cat', url: '/blog/cat', name: 'cat', avatar_url: '/cat.png', theme: null, title: 'cat' }],
      lastOpenedDateTs: 1_000,
    },
  ]);
  expect(JSON.parse(storage.getItem('messaging:ann:minimized') ?? 'null')).toMatchObject([{ id: 'c1' }]);
  store.close('c1');
  store.close('c2');
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  expect(storage.getItem('messaging:ann:open')).toBeNull();
  expect(storage.getItem('messaging:ann:minimized')).toBeNull();
  persistence.stop();
});

test('restores the windows on start (oldest first, one open at most) with a verified e-mail only', () => {
  const first = setup();
  const saving = startWindowPersistence(first.deps);
  first.store.open(req('c1', 'bob'));
  first.tick(10);
  first.store.open(req(null, 'cat')); // a new conversation (no id yet), opened last
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  saving.stop();

  const second = setup({ storage: first.storage });
  startWindowPersistence(second.deps).stop();
  expect(second.store.getWindows()).toEqual([
    { key: 'c1', id: 'c1', selfUuid: 't:alpha', selfName: 'alpha', others: [friend('bob')], minimized: true },
    { key: 'new:t:alpha:t:cat', id: null, selfUuid: 't:alpha', selfName: 'alpha', others: [friend('cat')], minimized: false },
  ]);

  const unverified = setup({ storage: first.storage, enabled: false });
  startWindowPersistence(unverified.deps).stop();
  expect(unverified.store.getWindows()).toEqual([]);

  const otherBlogs = setup({ storage: first.storage, ownBlogs: [{ uuid: 't:zeta', name: 'zeta' }] });
  startWindowPersistence(otherBlogs.deps).stop();
  expect(otherBlogs.store.getWindows()).toEqual([]);
});

test('without a verified e-mail (or with persistence off) nothing is saved', () => {
  const { store, storage, deps } = setup({ enabled: false });
  startWindowPersistence(deps);
  store.open(req('c1', 'bob'));
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  expect(storage.length).toBe(0);
});

test('clear (logout) removes both lists, closes the windows and saves nothing afterwards', () => {
  const { store, storage, deps } = setup();
  const persistence = startWindowPersistence(deps);
  store.open(req('c1', 'bob'));
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  storage.setItem('messaging:ann:minimized', '[]');
  persistence.clear();
  expect(store.getWindows()).toEqual([]);
  expect(storage.getItem('messaging:ann:open')).toBeNull();
  expect(storage.getItem('messaging:ann:minimized')).toBeNull();
  store.open(req('c2', 'cat'));
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  expect(storage.length).toBe(0);
});

test('storage failures are reported and treated as empty', () => {
  const broken = new MemoryStorage();
  broken.setItem('messaging:ann:open', '{not json');
  jest.spyOn(broken, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { store, report, deps } = setup({ storage: broken });
  startWindowPersistence(deps);
  expect(store.getWindows()).toEqual([]);
  expect(report).toHaveBeenCalledWith('read', 'messaging:ann:open', expect.any(SyntaxError));
  store.open(req('c1', 'bob'));
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  expect(report).toHaveBeenCalledWith('write', 'messaging:ann:open', expect.any(DOMException));
  expect(store.getWindows()).toHaveLength(1); // the page goes on without persistence

  const unreadable = new MemoryStorage();
  jest.spyOn(unreadable, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  const second = setup({ storage: unreadable });
  startWindowPersistence(second.deps);
  expect(second.store.getWindows()).toEqual([]);
  expect(second.report).toHaveBeenCalledWith('read', 'messaging:ann:minimized', expect.any(Error));
});

test("another tab's change arrives through the storage event", () => {
  const target = new EventTarget() as unknown as Window;
  const { store, storage, deps } = setup({ eventTarget: target });
  startWindowPersistence(deps);
  const other = setup({ storage });
  const otherPersistence = startWindowPersistence(other.deps);
  other.store.open(req('c9', 'dan'));
  jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  otherPersistence.stop();

  const event = new Event('storage') as StorageEvent;
  Object.defineProperties(event, { key: { value: 'messaging:ann:open' }, storageArea: { value: storage } });
  target.dispatchEvent(event);
  expect(store.getWindows()).toMatchObject([{ id: 'c9', minimized: false }]);
  const unrelated = new Event('storage') as StorageEvent;
  Object.defineProperties(unrelated, { key: { value: 'other' }, storageArea: { value: storage } });
  storage.removeItem('messaging:ann:open');
  target.dispatchEvent(unrelated);
  expect(store.getWindows()).toHaveLength(1);
});

/**
 * Two tabs of one browser over one storage: a write in one reaches the other as a `storage` event
 * (later, like a browser's, and never in the tab that wrote).
 */
function twoTabs(narrowB = false) {
  const storage = new MemoryStorage();
  const targets = [new EventTarget(), new EventTarget()];
  const writes: string[] = [];
  const notify = (from: number, key: string) =>
    setTimeout(() => {
      targets.forEach((target, i) => {
        if (i === from) return;
        const event = new Event('storage') as StorageEvent;
        Object.defineProperties(event, { key: { value: key }, storageArea: { value: areas[i] } });
        target.dispatchEvent(event);
      });
    }, 0);
  // Each tab's view of the one storage: its writes are counted and announced to the other tab.
  const areas: Storage[] = targets.map((_, i) => {
    const area = new MemoryStorage();
    area.getItem = (key) => storage.getItem(key);
    area.setItem = (key, value) => {
      storage.setItem(key, value);
      writes.push(`set ${key}`);
      notify(i, key);
    };
    area.removeItem = (key) => {
      storage.removeItem(key);
      writes.push(`remove ${key}`);
      notify(i, key);
    };
    return area;
  });
  const tabs = targets.map((target, i) => {
    const t = setup({ storage: areas[i], eventTarget: target as unknown as Window });
    t.store.setPolicy(i === 1 && narrowB ? { maxOpen: 1, minimize: true } : { maxOpen: 3, minimize: true });
    startWindowPersistence(t.deps);
    return t;
  });
  const settle = () => {
    for (let round = 0; round < 10; round += 1) jest.advanceTimersByTime(PERSIST_FLUSH_MS);
  };
  const view = (i: number) =>
    tabs[i]!.store.getWindows()
      .map((w) => `${w.id}${w.minimized ? ' (min)' : ''}`)
      .sort();
  return { tabs, writes, settle, view };
}

test('two tabs: opening, minimising and closing in one does the same in the other, with no echo', () => {
  const { tabs, writes, settle, view } = twoTabs();
  const [a, b] = tabs as [ReturnType<typeof setup>, ReturnType<typeof setup>];
  a.store.open(req('c1', 'dan'));
  settle();
  expect(view(1)).toEqual(['c1']);
  expect(writes).toEqual(['set messaging:ann:open']);

  const c1 = a.store.getWindows()[0]!.key;
  a.store.setMinimized(c1, true);
  settle();
  expect(view(1)).toEqual(['c1 (min)']);

  b.store.open(req('c2', 'eve'));
  settle();
  expect(view(0)).toEqual(['c1 (min)', 'c2']);

  b.store.close(b.store.getWindows().find((w) => w.id === 'c1')!.key);
  settle();
  expect(view(0)).toEqual(['c2']);
  expect(view(1)).toEqual(['c2']);

  // Each user action wrote what changed once; nothing bounced back from the other tab.
  expect(writes).toEqual([
    'set messaging:ann:open',
    'remove messaging:ann:open',
    'set messaging:ann:minimized',
    'set messaging:ann:open',
    'remove messaging:ann:minimized',
  ]);
  const before = writes.length;
  settle();
  expect(writes).toHaveLength(before);
});

test('two tabs with different policies (a narrow one keeps one window open) settle on one list', () => {
  const { tabs, writes, settle, view } = twoTabs(true);
  const [a] = tabs as [ReturnType<typeof setup>];
  a.store.open(req('c1', 'dan'));
  settle();
  a.store.open(req('c2', 'eve'));
  settle();
  // The narrow tab minimised the older one and saved that; the wide one follows the saved list.
  expect(view(1)).toEqual(['c1 (min)', 'c2']);
  expect(view(0)).toEqual(['c1 (min)', 'c2']);
  const before = writes.length;
  settle();
  expect(writes).toHaveLength(before);
  expect(before).toBeLessThanOrEqual(5);
});
