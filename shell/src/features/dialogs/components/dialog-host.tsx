import { useState } from 'react';
import { useShellServices } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import { dequeueDialog, enqueueDialog } from '../lib/dialog-queue';
import type { DialogQueue, DialogResult } from '../lib/dialog-queue';
import { AlertDialog } from './alert-dialog';
import '../../../components/modal-surface.css';
import './dialogs.css';

/**
 * The shell's dialog service (spec 1 §2 "Dialogs"): answers `dialog:open` commands from any part
 * of the product, one dialog at a time; later requests wait in arrival order. Every answer goes
 * back as `dialog:closed` {id, result}.
 */
export function DialogHost() {
  const { bus } = useShellServices();
  const [queue, setQueue] = useState<DialogQueue>([]);

  useBusEvent('dialog:open', (request) => setQueue((current) => enqueueDialog(current, request)));

  const current = queue[0];
  if (!current) return null;

  const answer = (result: DialogResult) => {
    setQueue((list) => dequeueDialog(list, current.id));
    bus.emit('dialog:closed', { id: current.id, result });
  };
  // key: a new dialog is a new component, so focus, the answered guard and return focus start fresh.
  return <AlertDialog key={current.id} request={current} onAnswer={answer} />;
}
