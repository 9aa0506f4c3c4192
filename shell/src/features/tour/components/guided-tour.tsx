import { Component, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useSession, useShellServices } from '../../../app/shell-services';
import { useFocusTrap, useReturnFocus } from '../../dialogs';
import { setTourDone } from '../api/set-tour-done';
import { useScrollFade } from '../hooks/use-scroll-fade';
import { useTourLayout } from '../hooks/use-tour-layout';
import { findAnchor } from '../lib/find-anchor';
import { TOUR } from '../lib/tour-constants';
import { countsAsDone, startTour, tourReducer } from '../lib/tour-machine';
import { tourSteps, type TourStepId } from '../lib/tour-steps';
import { TourGlass } from './tour-glass';
import { TourPopover } from './tour-popover';
import './guided-tour.css';

const FOCUSABLE = 'a[href], button:not([disabled])';

export interface GuidedTourProps {
  /** The removal animation is over (or there was nothing to show): the launcher unmounts the tour. */
  onRemoved: () => void;
}

class TourBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // A broken tour is no reason to break the page: reported, and it goes.
    console.error('[error-report] the guided tour failed', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The lazy chunk's entry: the tour, inside a boundary of its own. */
export default function GuidedTourChunk(props: GuidedTourProps) {
  return (
    <TourBoundary onError={props.onRemoved}>
      <GuidedTour {...props} />
    </TourBoundary>
  );
}

/**
 * The guided tour (spec 3 §2 screen 19, §4, §5; issue 10): one popover at a time over dim glass, each
 * pointing at a part of the page, OK to go on, Skip or Escape to stop. Steps whose anchor is not in
 * the page are left out. When it ends (the last OK, a skip, or scrolling the glass away) the server
 * is told, so it shows once; then it fades out (removing) and is gone (removed).
 */
export function GuidedTour({ onRemoved }: GuidedTourProps) {
  const { api, session: sessionStore } = useShellServices();
  const session = useSession();
  const { pathname } = useLocation();
  const blogName = session.current_blog ?? session.user?.primary ?? '';
  const blog = session.blogs.find((b) => b.name === blogName);
  const steps = useMemo(() => tourSteps(blogName), [blogName]);
  const [state, dispatch] = useReducer(tourReducer<TourStepId>, steps, (all) =>
    startTour(all.filter((s) => findAnchor(s.anchor) !== null).map((s) => s.id)),
  );
  const step = steps.find((s) => s.id === state.steps[state.index]) ?? null;
  const open = state.phase === 'open';

  // At every step, the steps still to come whose anchors have gone meanwhile are left out.
  const later = state.steps.slice(state.index + 1).join(' ');
  useEffect(() => {
    if (!open || later === '') return;
    const gone = later.split(' ').filter((id) => {
      const def = steps.find((s) => s.id === id);
      return !def || findAnchor(def.anchor) === null;
    });
    if (gone.length > 0) dispatch({ type: 'drop-later', ids: gone });
  }, [open, state.index, later, steps]);

  const popoverRef = useRef<HTMLDivElement>(null);
  const missing = useCallback(() => dispatch({ type: 'anchor-missing' }), []);
  const layout = useTourLayout(step, popoverRef, open, missing);
  const opacity = useScrollFade(open, `${step?.id ?? ''}|${pathname}`, () => dispatch({ type: 'scrolled-away' }));

  useReturnFocus();
  useFocusTrap(popoverRef, popoverRef);
  // Focus goes to the popover once it is placed (a hidden element cannot take it), at every step.
  const placed = layout !== null;
  useEffect(() => {
    if (open && placed) popoverRef.current?.focus({ preventScroll: true });
  }, [open, placed, step?.id]);

  // Ended in another tab (the session learnt it over the window channel): gone here too.
  const doneElsewhere = session.user?.tour_done === true;
  useEffect(() => {
    if (doneElsewhere) dispatch({ type: 'done-elsewhere' });
  }, [doneElsewhere]);

  // The end: remembered on the server (once), animated, then gone.
  const { phase, outcome } = state;
  useEffect(() => {
    if (phase !== 'removing') return;
    if (countsAsDone(outcome)) {
      setTourDone(api, true)
        .then((user) => sessionStore.replaceUser(user))
        .catch((error: unknown) => console.error('[error-report] the guided tour could not be marked as done', error));
    }
    const timer = setTimeout(() => dispatch({ type: 'removed' }), TOUR.removeMs);
    return () => clearTimeout(timer);
  }, [phase, outcome, api, sessionStore]);
  const latestRemoved = useRef(onRemoved);
  useLayoutEffect(() => {
    latestRemoved.current = onRemoved;
  });
  useEffect(() => {
    if (phase === 'removed') latestRemoved.current();
  }, [phase]);

  // The tour owns the keyboard while it shows: Escape skips, Tab goes round the popover's controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      dispatch({ type: 'skip' });
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = Array.from(popoverRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (controls.length === 0) return;
    const at = controls.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? controls.length - 1 : at - 1) : at === -1 || at === controls.length - 1 ? 0 : at + 1;
    event.preventDefault();
    controls[next]?.focus();
  };

  if (phase === 'removed' || !step) return null;
  return createPortal(
    <div className={`shell-tour${phase === 'removing' ? ' shell-tour--removing' : ''}`} data-phase={phase}>
      <TourGlass spotlight={layout?.spotlight ?? null} opacity={opacity} />
      <TourPopover
        ref={popoverRef}
        step={step}
        number={state.index + 1}
        count={state.steps.length}
        placement={layout?.placement ?? null}
        sheet={layout?.sheet ?? false}
        inMenu={layout?.via === 'menu'}
        avatarUrl={blog?.avatar_url}
        onOk={() => dispatch({ type: 'ok' })}
        onSkip={() => dispatch({ type: 'skip' })}
        onKeyDown={onKeyDown}
      />
    </div>,
    document.body,
  );
}
