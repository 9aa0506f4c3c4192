import { INITIAL_DRAWER, drawerReducer, isDrawerOpen, type DrawerEvent, type DrawerState } from './drawer-state';

const run = (events: DrawerEvent[], from: DrawerState = INITIAL_DRAWER) => events.reduce(drawerReducer, from);

describe('drawerReducer (spec 3 §4 "Mobile nav drawer")', () => {
  it('starts closed; the burger opens and closes it', () => {
    expect(isDrawerOpen(INITIAL_DRAWER)).toBe(false);
    expect(run([{ type: 'burger' }]).view).toEqual({ kind: 'open' });
    expect(run([{ type: 'burger' }, { type: 'burger' }]).view).toEqual({ kind: 'closed' });
  });

  it('the burger closes an active subnav first, then the drawer', () => {
    const subnav = run([{ type: 'burger' }, { type: 'open-subnav', blog: 'alice' }]);
    expect(subnav.view).toEqual({ kind: 'subnav', blog: 'alice' });
    expect(isDrawerOpen(subnav)).toBe(true);
    const back = drawerReducer(subnav, { type: 'burger' });
    expect(back.view).toEqual({ kind: 'open' });
    expect(drawerReducer(back, { type: 'burger' }).view).toEqual({ kind: 'closed' });
  });

  it('close (overlay, Escape, search, navigation) closes from open and from a subnav', () => {
    expect(run([{ type: 'burger' }, { type: 'close' }]).view).toEqual({ kind: 'closed' });
    expect(run([{ type: 'burger' }, { type: 'open-subnav', blog: 'a' }, { type: 'close' }]).view).toEqual({ kind: 'closed' });
    expect(drawerReducer(INITIAL_DRAWER, { type: 'close' })).toBe(INITIAL_DRAWER);
  });

  it('a subnav opens only inside the open drawer, and its Back returns to the list', () => {
    expect(run([{ type: 'open-subnav', blog: 'a' }]).view).toEqual({ kind: 'closed' });
    expect(run([{ type: 'burger' }, { type: 'open-subnav', blog: 'a' }, { type: 'open-subnav', blog: 'b' }]).view).toEqual({
      kind: 'subnav',
      blog: 'b',
    });
    expect(run([{ type: 'burger' }, { type: 'open-subnav', blog: 'a' }, { type: 'close-subnav' }]).view).toEqual({
      kind: 'open',
    });
    expect(run([{ type: 'burger' }, { type: 'close-subnav' }]).view).toEqual({ kind: 'open' });
  });

  it('is suspended while the ask form is open: it closes and the burger does nothing until resumed', () => {
    const suspended = run([{ type: 'burger' }, { type: 'open-subnav', blog: 'a' }, { type: 'suspend' }]);
    expect(suspended).toEqual({ view: { kind: 'closed' }, suspended: true });
    expect(drawerReducer(suspended, { type: 'burger' })).toBe(suspended);
    const resumed = drawerReducer(suspended, { type: 'resume' });
    expect(resumed.suspended).toBe(false);
    expect(drawerReducer(resumed, { type: 'burger' }).view).toEqual({ kind: 'open' });
    expect(drawerReducer(INITIAL_DRAWER, { type: 'resume' })).toBe(INITIAL_DRAWER);
  });
});
