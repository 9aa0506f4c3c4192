import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useBusEvent, useRemote } from '@dash/remote-kit';
import { createPopoverCache } from '../lib/popover-cache';
import { createPopoverMachine, type PopoverState } from '../lib/popover-machine';
import { PopoverBoundary } from './popover-boundary';

/** The `log:event` of an opened blog popover or blog card (spec 3 §9: "popover blogcard open"). */
export const BLOGCARD_OPEN_EVENT = 'popover:blogcard:open';

// Its own chunk: nothing of the popover loads before the first request.
const BlogPopoverLayer = lazy(() => import('./blog-popover-layer').then((m) => ({ default: m.BlogPopoverLayer })));

/**
 * Answers `blog:popover` (spec 3 §2 screens 2 and 17): the blog popover of a post card's blog name
 * and the blog card of an activity notification, one at a time, drawn over the page.
 */
export function BlogPopoverController() {
  const { bus } = useRemote();
  const [state, setState] = useState<PopoverState | null>(null);
  const [machine] = useState(() => createPopoverMachine(setState));
  const [cache] = useState(createPopoverCache);
  // What had focus when a trigger was pressed (the trigger): focus goes back there on Escape.
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusedRequest = useRef(0);
  useEffect(() => machine.dispose, [machine]);

  useBusEvent('blog:popover', (command) => {
    if (command.action === 'open' && command.via === 'press') {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (command.action === 'open' && machine.get().request?.name !== command.name) {
      returnFocus.current = null;
    }
    const shown = machine.get().request?.key;
    machine.command(command);
    const opened = machine.get().request;
    // Spec 3 §9 "popover blogcard open": each blog popover or card that opens (not one kept open).
    if (opened && opened.key !== shown)
      bus.emit('log:event', {
        event: BLOGCARD_OPEN_EVENT,
        data: { name: opened.name, kind: opened.kind, via: command.action === 'open' ? command.via : null },
      });
  });
  // A relationship announced since an answer was cached makes that answer old.
  useBusEvent('blog:follow-changed', ({ name }) => cache.drop(name));
  useBusEvent('blog:subscription-changed', ({ name }) => cache.drop(name));
  useBusEvent('blog:blocked', ({ name }) => cache.drop(name));

  if (!state?.request) return null;
  return (
    <PopoverBoundary key={state.request.key}>
      <Suspense fallback={null}>
        <BlogPopoverLayer
          state={state}
          machine={machine}
          cache={cache}
          returnFocus={returnFocus}
          focusedRequest={focusedRequest}
        />
      </Suspense>
    </PopoverBoundary>
  );
}
