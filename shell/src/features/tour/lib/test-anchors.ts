/**
 * Test support: anchors whose boxes come from a `data-rect="top,left,width,height"` attribute (jsdom
 * lays nothing out), and a viewport width. Not imported by product code.
 */
export function mockLayout(): jest.SpyInstance {
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [top = 0, left = 0, width = 0, height = 0] = (this.getAttribute('data-rect') ?? '0,0,0,0').split(',').map(Number);
    return {
      top,
      left,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

/** The dashboard's anchors as a wide screen shows them: the compose chooser, the inbox and account buttons. */
export const DESKTOP_ANCHORS = `
  <div data-testid="anchors">
    <nav id="shell-header-nav">
      <div data-remote-slot="header-inbox" data-remote-state="mounted" data-rect="8,1300,40,36"><button>Inbox</button></div>
      <button data-tour-anchor="account" data-rect="8,1390,36,36">Account</button>
    </nav>
    <button data-tour-anchor="menu">Menu</button>
    <div data-remote-slot="dashboard-compose" data-remote-state="waiting" data-rect="70,450,540,90"></div>
  </div>`;

export function placeAnchors(html: string = DESKTOP_ANCHORS): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

export function removeAnchors(): void {
  document.querySelectorAll('[data-testid="anchors"]').forEach((node) => node.remove());
}
