import { EDITOR_SHORTCUTS, ariaKeyShortcut, shortcutHint } from './shortcuts';

describe('editor shortcuts (spec 1 §9)', () => {
  it('maps every spec shortcut', () => {
    const table = Object.fromEntries(EDITOR_SHORTCUTS.map((s) => [s.action, ariaKeyShortcut(s.action, true)]));
    expect(table).toEqual({
      bold: 'Meta+B',
      italic: 'Meta+I',
      headline: 'Meta+Shift+2',
      link: 'Meta+K',
      strike: 'Meta+Shift+6',
      'ordered-list': 'Meta+Shift+7',
      'unordered-list': 'Meta+Shift+8',
      blockquote: 'Meta+Shift+9',
      'clear-format': 'Meta+Shift+0',
      pre: 'Meta+Alt+1',
      superscript: 'Meta+.',
      subscript: 'Meta+,',
      small: 'Meta+Shift+-',
    });
  });

  it('uses Control outside the Mac', () => {
    expect(ariaKeyShortcut('bold', false)).toBe('Control+B');
    expect(shortcutHint('small', false)).toBe('Ctrl+Shift+Minus');
    expect(shortcutHint('headline', true)).toBe('Cmd+Shift+2');
  });

  it('binds digits and punctuation by key code as well, for shifted and other layouts', () => {
    const codes = Object.fromEntries(EDITOR_SHORTCUTS.map((s) => [s.action, s.keys.filter((k) => typeof k === 'number')]));
    expect(codes.headline).toEqual([50]);
    expect(codes.pre).toEqual([49]);
    expect(codes.small).toEqual([189, 173]);
    expect(codes.superscript).toEqual([190]);
    expect(codes.subscript).toEqual([188]);
  });
});
