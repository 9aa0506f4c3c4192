import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 3 §4 "Share request": the panel model's isSharing, isShareSuccess and isShareFail. */
export interface ShareRequestState {
  isSharing: boolean;
  isShareSuccess: boolean;
  isShareFail: boolean;
}

const IDLE: ShareRequestState = { isSharing: false, isShareSuccess: false, isShareFail: false };

/**
 * Start sets sharing and clears success and failure; success sets success and clears failure;
 * failure the reverse; afterwards sharing is false. A second send while one is going is ignored.
 */
export function useShareRequest() {
  const [state, setState] = useState<ShareRequestState>(IDLE);
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const send = useCallback(async (run: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setState({ isSharing: true, isShareSuccess: false, isShareFail: false });
    let ok = false;
    try {
      await run();
      ok = true;
    } catch {
      ok = false;
    }
    busy.current = false;
    if (alive.current) setState({ isSharing: false, isShareSuccess: ok, isShareFail: !ok });
    return ok;
  }, []);

  return { ...state, send };
}
