import { isDialogOpen, isInteractiveTarget, isTypingTarget, SuspendReasons } from './suspension';

const el = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  return host.firstElementChild as HTMLElement;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('suspension rules', () => {
  it('typing targets: input, textarea, select and contenteditable', () => {
    expect(isTypingTarget(el('<input>'))).toBe(true);
    expect(isTypingTarget(el('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(el('<select></select>'))).toBe(true);
    expect(isTypingTarget(el('<div contenteditable="true"><p>x</p></div>').querySelector('p'))).toBe(true);
    expect(isTypingTarget(el('<div contenteditable="false"></div>'))).toBe(false);
    expect(isTypingTarget(el('<button>b</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('a modal dialog is open', () => {
    expect(isDialogOpen()).toBe(false);
    el('<div role="dialog"></div>');
    expect(isDialogOpen()).toBe(false);
    el('<div role="alertdialog"></div>');
    expect(isDialogOpen()).toBe(true);
    document.body.innerHTML = '';
    el('<div role="dialog" aria-modal="true"></div>');
    expect(isDialogOpen()).toBe(true);
  });

  it('interactive targets keep Enter', () => {
    expect(isInteractiveTarget(el('<a href="/x">x</a>'))).toBe(true);
    expect(isInteractiveTarget(el('<button><span>x</span></button>').querySelector('span'))).toBe(true);
    expect(isInteractiveTarget(el('<article tabindex="0"></article>'))).toBe(false);
  });

  it('each suspend reason lasts until its own resume', () => {
    const reasons = new SuspendReasons();
    reasons.suspend('ask-form');
    reasons.suspend('search');
    reasons.suspend('search');
    reasons.resume('search');
    expect(reasons.active).toBe(true);
    reasons.resume('other');
    expect(reasons.active).toBe(true);
    reasons.resume('ask-form');
    expect(reasons.active).toBe(false);
  });
});
