/**
 * The mobile nav drawer (spec 3 §4): closed, open, or open with a blog's subnav active. The burger
 * toggles it, closing an active subnav first; the overlay, Escape, opening search and a navigation
 * close it. While the ask form is open the drawer is suspended: it closes and stays closed until the
 * form resumes it (reason `SUSPEND_REASONS.askForm`).
 */
export type DrawerView = { kind: 'closed' } | { kind: 'open' } | { kind: 'subnav'; blog: string };

export interface DrawerState {
  view: DrawerView;
  suspended: boolean;
}

export type DrawerEvent =
  | { type: 'burger' }
  | { type: 'close' }
  | { type: 'open-subnav'; blog: string }
  | { type: 'close-subnav' }
  | { type: 'suspend' }
  | { type: 'resume' };

export const INITIAL_DRAWER: DrawerState = { view: { kind: 'closed' }, suspended: false };

const CLOSED: DrawerView = { kind: 'closed' };
const OPEN: DrawerView = { kind: 'open' };

export function drawerReducer(state: DrawerState, event: DrawerEvent): DrawerState {
  const { view } = state;
  switch (event.type) {
    case 'burger':
      if (state.suspended) return state;
      if (view.kind === 'subnav') return { ...state, view: OPEN };
      return { ...state, view: view.kind === 'open' ? CLOSED : OPEN };
    case 'close':
      return view.kind === 'closed' ? state : { ...state, view: CLOSED };
    case 'open-subnav':
      return view.kind === 'closed' ? state : { ...state, view: { kind: 'subnav', blog: event.blog } };
    case 'close-subnav':
      return view.kind === 'subnav' ? { ...state, view: OPEN } : state;
    case 'suspend':
      return { view: CLOSED, suspended: true };
    case 'resume':
      return state.suspended ? { ...state, suspended: false } : state;
  }
}

export const isDrawerOpen = (state: DrawerState) => state.view.kind !== 'closed';
