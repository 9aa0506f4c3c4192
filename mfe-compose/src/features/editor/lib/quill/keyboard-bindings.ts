import type Quill from 'quill/core';
import type { Range } from 'quill/core';
import Keyboard from 'quill/modules/keyboard.js';
import { EDITOR_SHORTCUTS, type EditorAction } from '../shortcuts';
import { isStraightQuote } from '../smart-quotes';
import type { EditorMode } from './editor-mode';
import { runFormatAction } from './actions';
import { typeCurlyQuote } from './smart-quote-input';

type Bindings = NonNullable<ConstructorParameters<typeof Keyboard>[1]['bindings']>;
type BindingObject = Exclude<Bindings[string], string | number>;
type Context = Parameters<NonNullable<BindingObject['handler']>>[1];

export interface BindingHandlers {
  openLink(): void;
}

/** Smart quotes (spec 1 §9): ' and " become curly by context; never inside a code block. */
function smartQuote(this: { quill: Quill }, range: Range, context: Context): boolean {
  const key = context.event.key;
  if (!isStraightQuote(key)) return true;
  return !typeCurlyQuote(this.quill, range, key);
}

function shortcutBindings(handler: (quill: Quill, action: EditorAction) => void): Bindings {
  const bindings: Bindings = {};
  for (const shortcut of EDITOR_SHORTCUTS) {
    const modifiers = { shortKey: true, shiftKey: shortcut.shiftKey ?? false, altKey: shortcut.altKey ?? false };
    const run = function (this: { quill: Quill }) {
      handler(this.quill, shortcut.action);
      return false;
    };
    // Quill types a binding key as a string, a string list or one number: numbers go one by one.
    const names = shortcut.keys.filter((key): key is string => typeof key === 'string');
    bindings[`dash ${shortcut.action}`] = { key: names, ...modifiers, handler: run };
    for (const code of shortcut.keys.filter((key): key is number => typeof key === 'number')) {
      bindings[`dash ${shortcut.action} ${code}`] = { key: code, ...modifiers, handler: run };
    }
  }
  return bindings;
}

/**
 * Keyboard bindings for a mode: the spec 1 §9 shortcuts, smart quotes, and Tab left to the
 * browser so keyboard users can leave the editor (no keyboard trap). The plain modes keep the
 * shortcuts bound but inert, so the browser's own contenteditable bold/italic never sneaks in.
 */
export function editorBindings(mode: EditorMode, handlers: BindingHandlers): Bindings {
  const rich = mode === 'rich';
  const listAutofill = Keyboard.DEFAULTS.bindings['list autofill'] as BindingObject;
  // null switches a Quill default off (Quill skips falsy bindings after merging its defaults).
  const bindings: Record<string, Bindings[string] | null> = {
    // Quill's own bold/italic are replaced by ours; underline stays bound: with no underline
    // format it does nothing, which keeps the browser's own ctrl+u from adding <u>.
    bold: null,
    italic: null,
    tab: null,
    indent: null,
    outdent: null,
    'indent code-block': null,
    'outdent code-block': null,
    'remove tab': null,
    // Checklists are not in the allow-list: only "1." and "-"/"*" start lists.
    'list autofill': rich ? { ...listAutofill, prefix: /^\s*?(\d+\.|-|\*)$/ } : null,
    ...shortcutBindings((quill, action) => {
      if (rich) runFormatAction(quill, action, handlers.openLink);
    }),
    'dash smart quotes': { key: ["'", '"'], shiftKey: null, handler: smartQuote },
  };
  if (mode === 'single-line') {
    // Enter never adds a line in single-line mode (spec 1 §5).
    bindings['dash single line'] = { key: 'Enter', shiftKey: null, handler: () => false };
  }
  return bindings as Bindings;
}
