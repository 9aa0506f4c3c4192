import { createOpenShortcut, fastComposeAction, isMacPlatform, wrapIndex } from './keys';

describe('fastComposeAction', () => {
  it.each([
    [{ key: 'c' }, { kind: 'move', delta: 1 }],
    [{ key: 'Tab' }, { kind: 'move', delta: 1 }],
    [{ key: 'ArrowRight' }, { kind: 'move', delta: 1 }],
    [
      { key: 'C', shiftKey: true },
      { kind: 'move', delta: -1 },
    ],
    [
      { key: 'Tab', shiftKey: true },
      { kind: 'move', delta: -1 },
    ],
    [{ key: 'ArrowLeft' }, { kind: 'move', delta: -1 }],
    [{ key: 'Enter' }, { kind: 'create' }],
    [{ key: 'Escape' }, { kind: 'close' }],
  ])('maps %j to %j', (input, action) => {
    expect(fastComposeAction(input)).toEqual(action);
  });

  it('ignores other keys and modified keys', () => {
    expect(fastComposeAction({ key: 'x' })).toBeNull();
    expect(fastComposeAction({ key: 'c', metaKey: true })).toBeNull();
    expect(fastComposeAction({ key: 'Tab', ctrlKey: true })).toBeNull();
  });
});

describe('wrapIndex', () => {
  it('wraps forwards and backwards over seven tiles', () => {
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(2, 1, 7)).toBe(3);
  });
});

describe('createOpenShortcut', () => {
  it('opens on alt+c on a Mac, matching the key code since the key is ç', () => {
    const shortcut = createOpenShortcut({ mac: true });
    expect(shortcut.keyDown({ key: 'ç', code: 'KeyC', altKey: true })).toBe(true);
    expect(shortcut.keyDown({ key: 'c', code: 'KeyC' })).toBe(false);
    expect(shortcut.keyDown({ key: 'z', code: 'KeyZ' })).toBe(false);
  });

  it('opens on z then c within 500 ms elsewhere', () => {
    let time = 1000;
    const shortcut = createOpenShortcut({ mac: false, now: () => time });
    expect(shortcut.keyDown({ key: 'z' })).toBe(false);
    shortcut.keyUp({ key: 'z' });
    time += 400;
    expect(shortcut.keyDown({ key: 'c' })).toBe(true);
  });

  it('does not open when c comes too late after a released z', () => {
    let time = 1000;
    const shortcut = createOpenShortcut({ mac: false, now: () => time });
    shortcut.keyDown({ key: 'z' });
    shortcut.keyUp({ key: 'z' });
    time += 600;
    expect(shortcut.keyDown({ key: 'c' })).toBe(false);
  });

  it('opens when z is still held, however long', () => {
    let time = 1000;
    const shortcut = createOpenShortcut({ mac: false, now: () => time });
    shortcut.keyDown({ key: 'z' });
    time += 3000;
    expect(shortcut.keyDown({ key: 'c' })).toBe(true);
  });

  it('needs z first, and another key in between breaks the chord', () => {
    const shortcut = createOpenShortcut({ mac: false, now: () => 0 });
    expect(shortcut.keyDown({ key: 'c' })).toBe(false);
    shortcut.keyDown({ key: 'z' });
    shortcut.keyUp({ key: 'z' });
    shortcut.keyDown({ key: 'x' });
    expect(shortcut.keyDown({ key: 'c' })).toBe(false);
  });

  it('ignores alt+c outside a Mac', () => {
    const shortcut = createOpenShortcut({ mac: false });
    expect(shortcut.keyDown({ key: 'c', code: 'KeyC', altKey: true })).toBe(false);
  });
});

describe('isMacPlatform', () => {
  it('prefers userAgentData, then platform', () => {
    expect(isMacPlatform({ platform: 'Win32', userAgent: '', userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'Linux x86_64', userAgent: 'X11' })).toBe(false);
  });
});
