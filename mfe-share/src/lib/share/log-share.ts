import type { RemoteProps } from '@dash/shared-contracts';
import type { ShareNetwork, ShareType } from './share-options';

/** Where a share came from: the share panel or the older share popover. */
export type ShareSource = 'share-panel' | 'share-popover';

/**
 * Reports a share to the logging pipeline (spec 3 §4): bus `log:event` with event 'share' and
 * { network, type, source, action } — action 'open' when an option is used, 'send' when a form's
 * share succeeded.
 */
export function logShare(
  bus: RemoteProps['bus'],
  detail: { network: ShareNetwork; type: ShareType; source: ShareSource; action: 'open' | 'send' },
): void {
  bus.emit('log:event', { event: 'share', data: { ...detail } });
}
