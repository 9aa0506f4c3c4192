// What jsdom lacks for Quill, for the editor's tests only.

/** jsdom has no layout: Quill reads selection bounds when scrolling and positioning bubbles. */
export function installQuillJsdomShims(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 16, right: 100, width: 100, height: 16, toJSON: () => ({}) };
  if (!Range.prototype.getBoundingClientRect) {
    Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  }
  if (!Range.prototype.getClientRects) {
    Range.prototype.getClientRects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  }
  // Quill's code blocks read innerText, which jsdom does not implement.
  if (!('innerText' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'innerText', {
      configurable: true,
      get(this: HTMLElement) {
        return this.textContent ?? '';
      },
      set(this: HTMLElement, value: string) {
        this.textContent = value;
      },
    });
  }
}

type ImageOutcome = { width: number; height: number } | 'error';

/**
 * jsdom never loads images: this stands in for window.Image, answering each src from the table
 * (or with an error) on the next tick, like a browser would.
 */
export function installFakeImages(outcomes: Record<string, ImageOutcome>): () => void {
  const original = window.Image;
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = 0;
    naturalHeight = 0;
    set src(value: string) {
      setTimeout(() => {
        const outcome = outcomes[value] ?? 'error';
        if (outcome === 'error') {
          this.onerror?.();
        } else {
          this.naturalWidth = outcome.width;
          this.naturalHeight = outcome.height;
          this.onload?.();
        }
      }, 0);
    }
  }
  window.Image = FakeImage as unknown as typeof Image;
  return () => {
    window.Image = original;
  };
}
