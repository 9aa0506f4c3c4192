import { useState } from 'react';
import { useBusEvent } from '@dash/remote-kit';
import { readActivityAddress, type ActivityAddress } from '../state/activity-address';

/** The page's address as the shell's `route:changed` tells it (replayed, so the first render has it). */
export function useActivityAddress(): ActivityAddress {
  const [address, setAddress] = useState<ActivityAddress>(() =>
    readActivityAddress(window.location.pathname, window.location.search),
  );
  useBusEvent('route:changed', (payload) => {
    // An overlay over the page (the peepr's /blog/{name}) keeps the page as it is.
    if (payload.overlay) return;
    setAddress(readActivityAddress(payload.path, payload.search));
  });
  return address;
}
