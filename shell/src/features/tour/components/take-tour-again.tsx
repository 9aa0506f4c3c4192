import { useState } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import { useShellServices } from '../../../app/shell-services';
import { TROUBLE_MESSAGE } from '../../../lib/trouble-message';

export const TAKE_TOUR_AGAIN = 'Take the tour again';
export const TOUR_RESTART_FAILED = "The tour didn't start.";

/**
 * The help page's way back into the guided tour (lib/restart-tour.ts, loaded on the click with the
 * tour's chunk), then the dashboard opens with the tour on it.
 */
export function TakeTourAgain() {
  const { api, session, router } = useShellServices();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { restartTour } = await import(/* webpackChunkName: "tour" */ '../lib/restart-tour');
      await restartTour(api, session);
      router.navigate('/dashboard');
    } catch (err) {
      const reason = err instanceof ApiError && err.status < 500 ? err.userMessage : TROUBLE_MESSAGE;
      setError(`${TOUR_RESTART_FAILED} ${reason}`);
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="shell-button shell-button--primary" disabled={busy} onClick={() => void start()}>
        {TAKE_TOUR_AGAIN}
      </button>
      {error && (
        <p role="alert" className="shell-form__error">
          {error}
        </p>
      )}
    </>
  );
}
