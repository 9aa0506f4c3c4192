import { INITIAL_STICKY_HEADER, stickyHeaderReducer, type StickyHeaderEvent, type StickyHeaderState } from './sticky-header';

const scroll = (y: number): StickyHeaderEvent => ({ type: 'scroll', y });
const elapsed: StickyHeaderEvent = { type: 'delay-elapsed' };
const run = (events: StickyHeaderEvent[], from: StickyHeaderState = INITIAL_STICKY_HEADER) =>
  events.reduce(stickyHeaderReducer, from);

describe('stickyHeaderReducer (spec 3 §4, §9: 45 px, 500 ms)', () => {
  it('does not wait at or above 45 px', () => {
    expect(run([scroll(20), scroll(45)])).toMatchObject({ waiting: false, sticky: false, away: false });
  });

  it('waits once past 45 px and becomes sticky when the delay ends, hidden if the page went down', () => {
    const waiting = run([scroll(30), scroll(46)]);
    expect(waiting).toMatchObject({ waiting: true, sticky: false, away: false });
    expect(stickyHeaderReducer(waiting, elapsed)).toMatchObject({ waiting: false, sticky: true, away: true });
  });

  it('keeps waiting while scrolling on (the delay is not restarted) and forgets it back above 45 px', () => {
    expect(run([scroll(100), scroll(300), scroll(600)])).toMatchObject({ waiting: true, sticky: false });
    const back = run([scroll(100), scroll(40)]);
    expect(back).toMatchObject({ waiting: false, sticky: false });
    expect(stickyHeaderReducer(back, elapsed)).toBe(back);
  });

  it('once sticky, hides while scrolling down and shows while scrolling up', () => {
    const sticky = run([scroll(200), elapsed]);
    expect(sticky.away).toBe(true);
    expect(stickyHeaderReducer(sticky, scroll(150))).toMatchObject({ sticky: true, away: false });
    expect(run([scroll(150), scroll(180)], sticky)).toMatchObject({ sticky: true, away: true });
    // A scroll event without movement keeps the state.
    const up = stickyHeaderReducer(sticky, scroll(150));
    expect(stickyHeaderReducer(up, scroll(150))).toMatchObject({ away: false });
  });

  it('becomes sticky shown when the delay ends after scrolling up', () => {
    expect(run([scroll(400), scroll(300), elapsed])).toMatchObject({ sticky: true, away: false });
  });

  it('scrolls with the page again back at the top', () => {
    const sticky = run([scroll(200), elapsed, scroll(30)]);
    expect(sticky).toMatchObject({ sticky: true, away: false, waiting: false });
    expect(stickyHeaderReducer(sticky, scroll(0))).toMatchObject({ sticky: false, away: false, waiting: false });
    expect(stickyHeaderReducer(sticky, scroll(-20))).toMatchObject({ y: 0, sticky: false });
  });

  it('reveal shows a hidden sticky header at once', () => {
    const away = run([scroll(200), elapsed]);
    expect(stickyHeaderReducer(away, { type: 'reveal' })).toMatchObject({ sticky: true, away: false });
    expect(stickyHeaderReducer(INITIAL_STICKY_HEADER, { type: 'reveal' })).toBe(INITIAL_STICKY_HEADER);
  });
});
