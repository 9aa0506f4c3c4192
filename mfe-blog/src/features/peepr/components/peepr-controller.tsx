import { useEffect, useRef, useState } from 'react';
import { rememberFocus, useBodyScrollLock, useBusEvent } from '@dash/remote-kit';
import { useOverlayVisibility } from '../hooks/use-overlay-visibility';
import { usePeeprRequests } from '../hooks/use-peepr-requests';
import { PeeprPanel } from './peepr-panel';

/** Shows the panel for the current request; nothing at all while there is none. */
export function PeeprController() {
  const { current, closing, close, leaveTo } = usePeeprRequests();
  const [formOpen, setFormOpen] = useState(false);
  const restoreFocus = useRef<(() => void) | null>(null);
  const isOpen = current !== null;
  useBodyScrollLock(isOpen);
  useBusEvent('compose:form-visibility', ({ open }) => setFormOpen(open));
  useOverlayVisibility(isOpen);
  // A blocked blog's profile has nothing more to offer.
  useBusEvent('blog:blocked', ({ name, blocked }) => {
    if (blocked && current?.name === name && !closing) close();
  });

  if (isOpen && !restoreFocus.current) restoreFocus.current = rememberFocus();
  useEffect(() => {
    if (isOpen || !restoreFocus.current) return;
    restoreFocus.current();
    restoreFocus.current = null;
  }, [isOpen]);

  if (!current) return null;
  return <PeeprPanel request={current} closing={closing} suspended={formOpen} onClose={close} onNavigate={leaveTo} />;
}
