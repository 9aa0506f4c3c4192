import { useCallback, useEffect, useReducer } from 'react';
import { SUSPEND_REASONS } from '@dash/shared-contracts/core';
import { useBusEvent } from '../../../lib/use-bus-event';
import { INITIAL_DRAWER, drawerReducer, type DrawerEvent, type DrawerState } from '../lib/drawer-state';

export interface DrawerControl {
  state: DrawerState;
  dispatch: (event: DrawerEvent) => void;
  close: () => void;
}

/**
 * The drawer's state (lib/drawer-state.ts) where the header keeps it: a navigation and the hidden
 * header (post form open) close it; the ask form's `shortcuts:suspend` / `shortcuts:resume` suspend
 * and resume it (spec 3 §4).
 */
export function useDrawer(pathname: string, headerHidden: boolean): DrawerControl {
  const [state, dispatch] = useReducer(drawerReducer, INITIAL_DRAWER);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (headerHidden) close();
  }, [headerHidden, close]);
  useBusEvent('shortcuts:suspend', ({ reason }) => {
    if (reason === SUSPEND_REASONS.askForm) dispatch({ type: 'suspend' });
  });
  useBusEvent('shortcuts:resume', ({ reason }) => {
    if (reason === SUSPEND_REASONS.askForm) dispatch({ type: 'resume' });
  });

  return { state, dispatch, close };
}
