import { countsAsDone, startTour, tourReducer, type TourAction, type TourState } from './tour-machine';

type Id = 'compose' | 'blog' | 'messaging';
const run = (state: TourState<Id>, ...actions: TourAction[]) => actions.reduce(tourReducer<Id>, state);
const three = () => startTour<Id>(['compose', 'blog', 'messaging']);

describe('the tour machine (spec 3 §4: open, then removing, then removed)', () => {
  it('opens on the first step; OK walks the steps; the last OK starts the removal; the animation ends it', () => {
    const opened = three();
    expect(opened).toEqual({ phase: 'open', steps: ['compose', 'blog', 'messaging'], index: 0, outcome: null });
    expect(run(opened, { type: 'ok' })).toMatchObject({ phase: 'open', index: 1 });
    const last = run(opened, { type: 'ok' }, { type: 'ok' });
    expect(last).toMatchObject({ phase: 'open', index: 2 });
    const removing = run(last, { type: 'ok' });
    expect(removing).toMatchObject({ phase: 'removing', index: 2, outcome: 'finished' });
    expect(run(removing, { type: 'removed' })).toMatchObject({ phase: 'removed', outcome: 'finished' });
  });

  it('is never removed without the removing phase first', () => {
    expect(run(three(), { type: 'removed' })).toEqual(three());
  });

  it('skip ends it from any step', () => {
    expect(run(three(), { type: 'skip' })).toMatchObject({ phase: 'removing', index: 0, outcome: 'skipped' });
    expect(run(three(), { type: 'ok' }, { type: 'skip' })).toMatchObject({ phase: 'removing', index: 1, outcome: 'skipped' });
  });

  it('scrolling the glass away ends it', () => {
    expect(run(three(), { type: 'ok' }, { type: 'scrolled-away' })).toMatchObject({
      phase: 'removing',
      outcome: 'scrolled-away',
    });
  });

  it('goes quietly when another tab ended it (the server already knows)', () => {
    const gone = run(three(), { type: 'ok' }, { type: 'done-elsewhere' });
    expect(gone).toMatchObject({ phase: 'removing', index: 1, outcome: 'done-elsewhere' });
    expect(countsAsDone(gone.outcome)).toBe(false);
    // Its own end came first: the fact that follows it changes nothing.
    const finished = run(three(), { type: 'skip' });
    expect(run(finished, { type: 'done-elsewhere' })).toEqual(finished);
  });

  it('ignores presses once removing (a held Enter, a double click)', () => {
    const removing = run(three(), { type: 'skip' });
    expect(run(removing, { type: 'ok' }, { type: 'skip' }, { type: 'scrolled-away' }, { type: 'anchor-missing' })).toEqual(
      removing,
    );
  });

  it('skips a step whose anchor is missing, never breaking: the next one takes its place', () => {
    const state = run(three(), { type: 'anchor-missing' });
    expect(state).toEqual({ phase: 'open', steps: ['blog', 'messaging'], index: 0, outcome: null });
    const middle = run(three(), { type: 'ok' }, { type: 'anchor-missing' });
    expect(middle).toEqual({ phase: 'open', steps: ['compose', 'messaging'], index: 1, outcome: null });
  });

  it('leaves out later steps whose anchors are gone by now, never the current or earlier ones', () => {
    const state = run(three(), { type: 'ok' }, { type: 'drop-later', ids: ['compose', 'blog', 'messaging'] });
    expect(state).toEqual({ phase: 'open', steps: ['compose', 'blog'], index: 1, outcome: null });
    expect(run(state, { type: 'ok' })).toMatchObject({ phase: 'removing', outcome: 'finished' });
    const same = three();
    expect(tourReducer(same, { type: 'drop-later', ids: ['nothing'] })).toBe(same);
  });

  it('a missing last step finishes a tour whose earlier steps were seen', () => {
    const state = run(three(), { type: 'ok' }, { type: 'ok' }, { type: 'anchor-missing' });
    expect(state).toMatchObject({ phase: 'removing', steps: ['compose', 'blog'], index: 1, outcome: 'finished' });
  });

  it('a tour with nothing to show is removed at once and not remembered', () => {
    expect(startTour<Id>([])).toMatchObject({ phase: 'removed', outcome: 'no-steps' });
    expect(run(startTour<Id>(['messaging']), { type: 'anchor-missing' })).toMatchObject({
      phase: 'removed',
      outcome: 'no-steps',
    });
  });

  it('"once": every real ending is remembered on the server, a tour that never showed is not', () => {
    expect(countsAsDone('finished')).toBe(true);
    expect(countsAsDone('skipped')).toBe(true);
    expect(countsAsDone('scrolled-away')).toBe(true);
    expect(countsAsDone('no-steps')).toBe(false);
    expect(countsAsDone(null)).toBe(false);
  });
});
