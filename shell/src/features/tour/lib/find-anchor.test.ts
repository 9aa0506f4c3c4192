import { findAnchor } from './find-anchor';
import { mockLayout, placeAnchors, removeAnchors } from './test-anchors';
import { TOUR_ANCHORS } from './tour-steps';

beforeEach(() => mockLayout());
afterEach(() => {
  removeAnchors();
  jest.restoreAllMocks();
});

describe('findAnchor', () => {
  it('finds a drawn anchor by its data attribute', () => {
    placeAnchors();
    expect(findAnchor(TOUR_ANCHORS.compose)).toMatchObject({ via: 'self' });
    expect(findAnchor(TOUR_ANCHORS.account)?.element.textContent).toBe('Account');
  });

  it('has none when the anchor is absent (the remote has no widget, the user cannot message)', () => {
    placeAnchors('<div data-testid="anchors"></div>');
    expect(findAnchor(TOUR_ANCHORS.inbox)).toBeNull();
  });

  it("has none when the slot shows its remote's failure", () => {
    placeAnchors(
      '<div data-testid="anchors"><div data-remote-slot="header-inbox" data-remote-state="failed" data-rect="8,1300,40,36"></div></div>',
    );
    expect(findAnchor(TOUR_ANCHORS.inbox)).toBeNull();
  });

  it("lights the phone's Menu button for an anchor in the collapsed header menu, and nothing for any other hidden anchor", () => {
    placeAnchors(`<div data-testid="anchors">
      <nav id="shell-header-nav"><div data-remote-slot="header-inbox" data-remote-state="mounted"></div></nav>
      <button data-tour-anchor="menu" data-rect="8,340,36,36">Menu</button>
      <div data-remote-slot="dashboard-compose" data-remote-state="waiting"></div>
    </div>`);
    const found = findAnchor(TOUR_ANCHORS.inbox);
    expect(found?.via).toBe('menu');
    expect(found?.element.textContent).toBe('Menu');
    expect(findAnchor(TOUR_ANCHORS.compose)).toBeNull();
  });
});
