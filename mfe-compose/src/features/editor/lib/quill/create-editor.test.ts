import type Quill from 'quill/core';
import { installQuillJsdomShims } from '../../testing/jsdom-quill';
import { makeEditor, paste, press } from '../../testing/quill-editor';
import { EDITOR_WARNINGS } from '../warnings';
import { clearFormat } from './actions';
import { HISTORY_DELAY_MS, createQuillEditor } from './create-editor';
import { editorHtml, restoreSpaces, setEditorHtml, tidyEmptyLines } from './editor-html';

installQuillJsdomShims();

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  document.body.innerHTML = '';
});

describe('createQuillEditor', () => {
  it('warns and returns null without an element', () => {
    expect(createQuillEditor(null, { mode: 'rich', openLink: jest.fn() })).toBeNull();
    expect(warn).toHaveBeenCalledWith(EDITOR_WARNINGS.noElement);
  });

  it('writes only the §3 tags (b, i, h2, s, small, lists, pre, read-more, images with original size)', () => {
    const quill = makeEditor();
    setEditorHtml(
      quill,
      '<h1>T</h1><p><strong>b</strong> <em>i</em> <s>s</s> <small>m</small> <sup>1</sup><sub>2</sub> <a href="https://x.test" target="_blank">l</a></p>' +
        '<ul><li>u</li></ul><ol><li>o</li></ol><blockquote>q</blockquote><pre>c</pre><hr class="read-more" data-label="Read more"><hr>' +
        '<p><img src="https://x.test/a.png" data-orig-width="640" data-orig-height="480"></p>',
    );
    expect(editorHtml(quill)).toBe(
      '<h2>T</h2><p><b>b</b> <i>i</i> <s>s</s> <small>m</small> <sup>1</sup><sub>2</sub> <a href="https://x.test">l</a></p>' +
        '<ul><li>u</li></ul><ol><li>o</li></ol><blockquote>q</blockquote><pre>\nc\n</pre><hr class="read-more" data-label="Read more"><hr>' +
        '<p><img src="https://x.test/a.png" data-orig-width="640" data-orig-height="480"></p>',
    );
  });

  it('is "" when empty and does not record a set value in the undo history', () => {
    const quill = makeEditor();
    expect(editorHtml(quill)).toBe('');
    setEditorHtml(quill, '<p>x</p>');
    expect(quill.history.stack.undo).toHaveLength(0);
  });

  it('keeps undo history, grouping changes made within 500 ms', () => {
    expect(HISTORY_DELAY_MS).toBe(500);
    const now = jest.spyOn(Date, 'now');
    const typeAt = (quill: Quill, time: number, text: string) => {
      now.mockReturnValue(time);
      quill.insertText(quill.getLength() - 1, text, 'user');
    };
    const grouped = makeEditor();
    typeAt(grouped, 10_000, 'a');
    typeAt(grouped, 10_499, 'b');
    grouped.history.undo();
    expect(editorHtml(grouped)).toBe('');
    grouped.history.redo();
    expect(editorHtml(grouped)).toBe('<p>ab</p>');
    const apart = makeEditor();
    typeAt(apart, 20_000, 'a');
    typeAt(apart, 20_501, 'b');
    apart.history.undo();
    expect(editorHtml(apart)).toBe('<p>a</p>');
    now.mockRestore();
  });

  it('keeps blank lines visible and drops the empty ones at the end', () => {
    expect(tidyEmptyLines('<p>a</p><p></p><p>b</p><p></p><p><br></p>')).toBe('<p>a</p><p><br></p><p>b</p>');
    const quill = makeEditor();
    quill.setText('a\n\nb\n\n', 'user');
    expect(editorHtml(quill)).toBe('<p>a</p><p><br></p><p>b</p>');
  });

  it('writes spaces, not &nbsp; (Quill 2.0.3 writes every space as &nbsp;)', () => {
    expect(restoreSpaces('<p>a&nbsp;b&nbsp;&nbsp;c</p>')).toBe('<p>a b &nbsp;c</p>');
    const quill = makeEditor();
    quill.insertText(0, 'one two', 'user');
    expect(editorHtml(quill)).toBe('<p>one two</p>');
  });
});

describe('shortcuts', () => {
  function focused(html = '<p>hello</p>') {
    const openLink = jest.fn();
    const quill = makeEditor('rich', openLink);
    setEditorHtml(quill, html);
    quill.setSelection(0, 5, 'user');
    return { quill, openLink };
  }

  it.each([
    ['b', {}, '<p><b>hello</b></p>'],
    ['i', {}, '<p><i>hello</i></p>'],
    ['@', { shiftKey: true, keyCode: 50 }, '<h2>hello</h2>'],
    ['^', { shiftKey: true, keyCode: 54 }, '<p><s>hello</s></p>'],
    ['&', { shiftKey: true, keyCode: 55 }, '<ol><li>hello</li></ol>'],
    ['*', { shiftKey: true, keyCode: 56 }, '<ul><li>hello</li></ul>'],
    ['(', { shiftKey: true, keyCode: 57 }, '<blockquote>hello</blockquote>'],
    ['1', { altKey: true, keyCode: 49 }, '<pre>\nhello\n</pre>'],
    ['.', {}, '<p><sup>hello</sup></p>'],
    [',', {}, '<p><sub>hello</sub></p>'],
    ['_', { shiftKey: true, keyCode: 189 }, '<p><small>hello</small></p>'],
  ])('ctrl+%s %j formats the selection', (key, init, html) => {
    const { quill } = focused();
    const event = press(quill, key, { ctrlKey: true, ...init });
    expect(event.defaultPrevented).toBe(true);
    expect(editorHtml(quill)).toBe(html);
  });

  it('toggles a format off the second time', () => {
    const { quill } = focused();
    press(quill, 'b', { ctrlKey: true });
    press(quill, 'b', { ctrlKey: true });
    expect(editorHtml(quill)).toBe('<p>hello</p>');
  });

  it('clear format (ctrl+shift+0) removes inline and block formats but keeps images', () => {
    const { quill } = focused('<h2><b>hello</b><img src="https://x.test/a.png"></h2>');
    quill.setSelection(0, 6, 'user');
    press(quill, ')', { ctrlKey: true, shiftKey: true, keyCode: 48 });
    expect(editorHtml(quill)).toBe('<p>hello<img src="https://x.test/a.png"></p>');
  });

  it('clear format with a cursor clears its line', () => {
    const { quill } = focused('<blockquote><i>hello</i></blockquote>');
    clearFormat(quill, { index: 2, length: 0 });
    expect(editorHtml(quill)).toBe('<p>hello</p>');
  });

  it('ctrl+k opens the link bubble', () => {
    const { quill, openLink } = focused();
    press(quill, 'k', { ctrlKey: true });
    expect(openLink).toHaveBeenCalledTimes(1);
  });

  it('plain mode swallows the shortcuts without formatting', () => {
    const quill = makeEditor('plain');
    setEditorHtml(quill, '<p>hello</p>');
    quill.setSelection(0, 5, 'user');
    const event = press(quill, 'b', { ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(editorHtml(quill)).toBe('<p>hello</p>');
  });

  it('ctrl+u does nothing (no underline in the allow-list) and the browser may not add one', () => {
    const { quill } = focused();
    expect(press(quill, 'u', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(editorHtml(quill)).toBe('<p>hello</p>');
  });

  it.each([
    ['1.', 'ordered'],
    ['-', 'bullet'],
    ['*', 'bullet'],
  ])('"%s " starts a %s list', (prefix, list) => {
    const quill = makeEditor();
    quill.setText(prefix, 'user');
    quill.setSelection(prefix.length, 0, 'user');
    expect(press(quill, ' ').defaultPrevented).toBe(true);
    expect(quill.getFormat(0)).toEqual({ list });
  });

  it('"[ ] " starts no checklist (not in the allow-list)', () => {
    const quill = makeEditor();
    quill.setText('[ ]', 'user');
    quill.setSelection(3, 0, 'user');
    expect(press(quill, ' ').defaultPrevented).toBe(false);
    expect(quill.getFormat(0)).toEqual({});
  });

  it('Tab is left to the browser, so keyboard users can leave the editor', () => {
    const { quill } = focused();
    expect(press(quill, 'Tab').defaultPrevented).toBe(false);
  });
});

describe('smart quotes', () => {
  function typeQuote(text: string, key: "'" | '"', html?: string) {
    const quill = makeEditor();
    if (html) setEditorHtml(quill, html);
    else quill.setText(text, 'user');
    const at = html ? quill.getLength() - 1 : text.length;
    quill.setSelection(at, 0, 'user');
    const event = press(quill, key, { shiftKey: key === '"' });
    return { quill, event };
  }

  it('opens after a space and at the start, closes after a letter', () => {
    expect(editorHtml(typeQuote('say ', '"').quill)).toBe('<p>say “</p>');
    expect(editorHtml(typeQuote('', "'").quill)).toBe('<p>‘</p>');
    expect(editorHtml(typeQuote('don', "'").quill)).toBe('<p>don’</p>');
    expect(editorHtml(typeQuote('hi', '"').quill)).toBe('<p>hi”</p>');
  });

  it('keeps the format of the text it follows', () => {
    expect(editorHtml(typeQuote('', '"', '<p><b>bold</b></p>').quill)).toBe('<p><b>bold”</b></p>');
  });

  it('also works from beforeinput (keyboards without a usable keydown)', () => {
    const quill = makeEditor();
    quill.setText('it', 'user');
    quill.setSelection(2, 0, 'user');
    const input = new InputEvent('beforeinput', { inputType: 'insertText', data: "'", bubbles: true, cancelable: true });
    quill.root.dispatchEvent(input);
    expect(input.defaultPrevented).toBe(true);
    expect(editorHtml(quill)).toBe('<p>it’</p>');
  });

  it('leaves straight quotes inside a code block to the browser', () => {
    const { event } = typeQuote('', "'", '<pre>x = </pre>');
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('single-line and plain modes', () => {
  it('single-line: Enter adds no line and pasted lines are joined with spaces', () => {
    const quill = makeEditor('single-line');
    quill.setText('ab', 'user');
    quill.setSelection(1, 0, 'user');
    expect(press(quill, 'Enter').defaultPrevented).toBe(true);
    paste(quill, { 'text/plain': 'x\n\ny', 'text/html': '<p>x</p><p>y</p>' });
    expect(editorHtml(quill)).toBe('<p>ax yb</p>');
    expect(quill.root.getAttribute('aria-multiline')).toBeNull(); // set by the React layer
  });

  it('plain: only paragraphs survive a paste', () => {
    const quill = makeEditor('plain');
    quill.setSelection(0, 0, 'user');
    paste(quill, { 'text/html': '<h2>T</h2><p><b>b</b> <a href="https://x.test">l</a></p>', 'text/plain': 'T b l' });
    expect(editorHtml(quill)).toBe('<p>T</p><p>b l</p>');
  });
});
