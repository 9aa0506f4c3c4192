import { shortcutFor } from './shortcut-keys';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('shortcutFor', () => {
  it('maps the spec 3 §9 keys', () => {
    expect(press('j')).toBe('next');
    expect(press('k')).toBe('previous');
    expect(press('l')).toBe('like');
    expect(press('r')).toBe('reblog');
    expect(press('s')).toBe('share');
    expect(press('.')).toBe('top');
    expect(press('Enter')).toBe('open-blog');
    expect(press('?')).toBe('help');
  });

  it('never fires with ctrl, meta or alt', () => {
    expect(press('j', { ctrlKey: true })).toBeNull();
    expect(press('l', { metaKey: true })).toBeNull();
    expect(press('r', { altKey: true })).toBeNull();
  });

  it('ignores other keys and capitals', () => {
    expect(press('J')).toBeNull();
    expect(press('x')).toBeNull();
    expect(press(' ')).toBeNull();
  });
});
