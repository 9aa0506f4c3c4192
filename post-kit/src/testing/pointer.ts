import { fireEvent } from '@testing-library/react';

/**
 * jsdom has no PointerEvent; React's pointer handlers read `pointerType` from the native event, so a
 * MouseEvent that carries it is enough. Installed once by the helpers below.
 */
function installPointerEvent() {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

type PointerKind = 'mouse' | 'pen' | 'touch';

/** The pointer moves over `element` (pointerover, pointerenter, then a move on it). */
export function pointerOver(element: Element, pointerType: PointerKind = 'mouse') {
  installPointerEvent();
  fireEvent.pointerEnter(element, { pointerType });
  fireEvent.pointerMove(element, { pointerType });
}

/** The pointer leaves `element`. */
export function pointerOut(element: Element, pointerType: PointerKind = 'mouse') {
  installPointerEvent();
  fireEvent.pointerLeave(element, { pointerType });
}

/** A press (pointerdown, then the click) with that kind of pointer. */
export function press(element: Element, pointerType: PointerKind = 'mouse') {
  installPointerEvent();
  fireEvent.pointerDown(element, { pointerType });
  fireEvent.pointerUp(element, { pointerType });
  fireEvent.click(element);
}
