import type { RemoteName } from '@dash/shared-contracts';
import { REMOTE_LABELS } from './remote-labels';
import type { RemoteState } from './remote-status-store';

/** The user-facing sentence for a remote that cannot be shown, or null when it is fine. */
export function remoteNoticeText(name: RemoteName, state: RemoteState, pageMajor: number): string | null {
  const label = REMOTE_LABELS[name];
  if (state.status === 'failed') return `${label} is unavailable right now.`;
  if (state.status === 'refused') {
    if (state.contractsMajor === undefined || state.contractsMajor < 0)
      return `${label} was refused: it does not say which contracts it was built for.`;
    return `${label} was refused: built for contracts v${state.contractsMajor}, this page runs v${pageMajor}.`;
  }
  return null;
}
