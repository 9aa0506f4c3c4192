import { useEffect, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import { getFacebookStatus } from '../api/get-facebook-status';

export type FacebookStatus =
  { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; username: string };

/**
 * With a connected Facebook account (has_facebook) the panel asks for its label as soon as the share
 * data is in, so the Facebook option already knows whether it is a form or (on failure) the window.
 */
export function useFacebookStatus(hasFacebook: boolean): FacebookStatus {
  const { api } = useRemote();
  const [state, setState] = useState<FacebookStatus>({ status: hasFacebook ? 'loading' : 'none' });
  useEffect(() => {
    if (!hasFacebook) {
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getFacebookStatus(api, controller.signal).then(
      (username) => setState({ status: 'ready', username }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, hasFacebook]);
  return state;
}
