/** Whether a key press comes from a place where the user is typing (spec 3 §9: search, ask form). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // jsdom has no isContentEditable; the attribute check keeps the rule testable and is equivalent.
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** A modal dialog is showing (ours, the shortcuts overlay, or a remote's). */
export function isDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="alertdialog"], [role="dialog"][aria-modal="true"], dialog[open]') !== null;
}

/** Enter on a link or button keeps its own meaning; only on the article itself or the page it opens the blog. */
export function isInteractiveTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('a[href], button, summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"]') !== null;
}

/**
 * The active `shortcuts:suspend` reasons. A reason stays until its own `shortcuts:resume`; the same
 * reason twice is still one (a remote re-sending suspend on focus must not need two resumes).
 */
export class SuspendReasons {
  private readonly reasons = new Set<string>();
  suspend(reason: string): void {
    this.reasons.add(reason);
  }
  resume(reason: string): void {
    this.reasons.delete(reason);
  }
  get active(): boolean {
    return this.reasons.size > 0;
  }
}
