/** The controls a person can reach in a slot, in document order. */
const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"]), [role="tab"]';

/** A click on a slot's look-alike, kept until the remote's widget has mounted. */
export interface Activation {
  /** The position of the clicked control among the look-alike's controls. */
  index: number;
}

function controlsOf(root: Element): Element[] {
  return [...root.querySelectorAll(CONTROLS)];
}

/** The activation a click on `target` inside the look-alike stands for (null outside a control). */
export function activationOf(lookalike: Element, target: Element): Activation | null {
  const index = controlsOf(lookalike).findIndex((control) => control === target || control.contains(target));
  return index < 0 ? null : { index };
}

/**
 * Hands over from the look-alike to the mounted widget: the focus moves to the widget's control in
 * the same position, and a click made while the remote was loading is made again on that control,
 * so the first tap opens what it aimed at instead of being lost.
 */
export function replayActivation(activation: Activation | null, lookalike: Element | null, widget: Element): void {
  const controls = controlsOf(widget);
  const active = lookalike?.ownerDocument.activeElement;
  if (lookalike && active && lookalike.contains(active)) {
    const focused = controlsOf(lookalike).findIndex((control) => control === active || control.contains(active));
    (controls[focused] as HTMLElement | undefined)?.focus();
  }
  if (activation) (controls[activation.index] as HTMLElement | undefined)?.click();
}
