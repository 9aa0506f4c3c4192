import { dialogKeyAction } from './dialog-keys';
import type { DialogKeyContext } from './dialog-keys';

const twoButtons = (focused: number): DialogKeyContext => ({ buttons: ['cancel', 'confirm'], focused, escape: 'cancel' });
const alert = (focused: number): DialogKeyContext => ({ buttons: ['confirm'], focused, escape: 'confirm' });

describe('dialogKeyAction', () => {
  it('Tab and Shift+Tab move between the buttons and wrap', () => {
    expect(dialogKeyAction('Tab', false, twoButtons(1))).toEqual({ type: 'focus', index: 0 });
    expect(dialogKeyAction('Tab', false, twoButtons(0))).toEqual({ type: 'focus', index: 1 });
    expect(dialogKeyAction('Tab', true, twoButtons(0))).toEqual({ type: 'focus', index: 1 });
    expect(dialogKeyAction('Tab', true, twoButtons(1))).toEqual({ type: 'focus', index: 0 });
    expect(dialogKeyAction('Tab', false, alert(0))).toEqual({ type: 'focus', index: 0 });
  });

  it('Tab from outside the buttons enters at the first (or, backwards, the last) button', () => {
    expect(dialogKeyAction('Tab', false, twoButtons(-1))).toEqual({ type: 'focus', index: 0 });
    expect(dialogKeyAction('Tab', true, twoButtons(-1))).toEqual({ type: 'focus', index: 1 });
  });

  it('Enter and Space press the focused button', () => {
    expect(dialogKeyAction('Enter', false, twoButtons(1))).toEqual({ type: 'press', result: 'confirm' });
    expect(dialogKeyAction('Enter', false, twoButtons(0))).toEqual({ type: 'press', result: 'cancel' });
    expect(dialogKeyAction(' ', false, twoButtons(0))).toEqual({ type: 'press', result: 'cancel' });
    expect(dialogKeyAction(' ', false, twoButtons(1))).toEqual({ type: 'press', result: 'confirm' });
  });

  it('with no button focused, Enter confirms and Space closes', () => {
    expect(dialogKeyAction('Enter', false, twoButtons(-1))).toEqual({ type: 'press', result: 'confirm' });
    expect(dialogKeyAction(' ', false, twoButtons(-1))).toEqual({ type: 'press', result: 'cancel' });
  });

  it('Escape presses the escape button: cancel, or confirm for a one-button alert', () => {
    expect(dialogKeyAction('Escape', false, twoButtons(1))).toEqual({ type: 'press', result: 'cancel' });
    expect(dialogKeyAction('Escape', false, alert(0))).toEqual({ type: 'press', result: 'confirm' });
  });

  it('ignores other keys', () => {
    expect(dialogKeyAction('a', false, twoButtons(1))).toBeNull();
    expect(dialogKeyAction('ArrowLeft', false, twoButtons(1))).toBeNull();
  });
});
