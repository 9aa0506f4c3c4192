import { COMPOSE_CHORD_WINDOW_MS, createComposeWarmup, onMac } from './compose-warmup';

const key = (k: string, extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  code: /^[a-z]$/.test(k) ? `Key${k.toUpperCase()}` : k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

describe('createComposeWarmup', () => {
  it('loads compose on z and finishes z then c while compose does not listen yet', () => {
    let t = 0;
    const warmup = createComposeWarmup({ mac: false, composeListens: () => false, now: () => t });
    expect(warmup.keyDown(key('z'))).toBe('load');
    t += COMPOSE_CHORD_WINDOW_MS - 1;
    expect(warmup.keyDown(key('c'))).toBe('open');
    expect(warmup.keyDown(key('c'))).toBeNull();
  });

  it('lets the chord go when c comes too late, with a modifier, or after another key', () => {
    let t = 0;
    const warmup = createComposeWarmup({ mac: false, composeListens: () => false, now: () => t });
    warmup.keyDown(key('z'));
    t += COMPOSE_CHORD_WINDOW_MS + 1;
    expect(warmup.keyDown(key('c'))).toBeNull();
    warmup.keyDown(key('z'));
    expect(warmup.keyDown(key('c', { shiftKey: true }))).toBeNull();
    warmup.keyDown(key('z'));
    warmup.keyDown(key('x'));
    expect(warmup.keyDown(key('c'))).toBeNull();
    expect(warmup.keyDown(key('z', { ctrlKey: true }))).toBeNull();
  });

  it('stays out of the way once compose listens (compose recognises its own shortcut)', () => {
    let listens = false;
    const warmup = createComposeWarmup({ mac: false, composeListens: () => listens, now: () => 0 });
    listens = true;
    expect(warmup.keyDown(key('z'))).toBe('load');
    expect(warmup.keyDown(key('c'))).toBeNull();
    // Compose mounted between z and c: it did not hear z, so the shell still finishes the chord.
    listens = false;
    warmup.keyDown(key('z'));
    listens = true;
    expect(warmup.keyDown(key('c'))).toBe('open');
  });

  it('on a Mac loads on Alt and opens on Alt+C until compose listens', () => {
    let listens = false;
    const warmup = createComposeWarmup({ mac: true, composeListens: () => listens });
    expect(warmup.keyDown(key('Alt', { altKey: true }))).toBe('load');
    expect(warmup.keyDown({ ...key('ç', { altKey: true }), code: 'KeyC' })).toBe('open');
    listens = true;
    expect(warmup.keyDown(key('c', { altKey: true }))).toBe('load');
    expect(warmup.keyDown(key('z'))).toBeNull();
  });

  it('knows a Mac by its platform', () => {
    expect(onMac({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(onMac({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });
});
