import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { isTypingTarget, rememberFocus, trapTab } from './focus';

function tab(shiftKey = false) {
  return { key: 'Tab', shiftKey, preventDefault: jest.fn() } as unknown as ReactKeyboardEvent & { preventDefault: jest.Mock };
}

afterEach(() => document.body.replaceChildren());

test('trapTab wraps Tab from the last control to the first and Shift+Tab back', () => {
  const dialog = document.createElement('div');
  dialog.innerHTML = '<button>one</button><button disabled>off</button><a href="/x">two</a>';
  document.body.appendChild(dialog);
  const [first, , last] = Array.from(dialog.children) as HTMLElement[];
  last!.focus();
  const forward = tab();
  expect(trapTab(forward, dialog)).toBe(true);
  expect(forward.preventDefault).toHaveBeenCalled();
  expect(document.activeElement).toBe(first);
  expect(trapTab(tab(true), dialog)).toBe(true);
  expect(document.activeElement).toBe(last);
  first!.focus();
  expect(trapTab({ ...tab(), key: 'a' } as ReactKeyboardEvent, dialog)).toBe(false);
});

test('rememberFocus gives focus back only to an element still in the page', () => {
  const button = document.createElement('button');
  document.body.appendChild(button);
  button.focus();
  const restore = rememberFocus();
  button.blur();
  restore();
  expect(document.activeElement).toBe(button);
  const gone = rememberFocus();
  button.remove();
  expect(() => gone()).not.toThrow();
});

test('isTypingTarget is true for fields and editable content only', () => {
  expect(isTypingTarget(document.createElement('input'))).toBe(true);
  expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
  const editable = document.createElement('div');
  editable.setAttribute('contenteditable', 'true');
  expect(isTypingTarget(editable)).toBe(true);
  expect(isTypingTarget(document.createElement('button'))).toBe(false);
  expect(isTypingTarget(null)).toBe(false);
});
