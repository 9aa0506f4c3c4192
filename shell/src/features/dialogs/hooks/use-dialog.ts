import { useCallback } from 'react';
import { useShellServices } from '../../../app/shell-services';
import { askShellDialog } from '../lib/ask-shell-dialog';
import type { ShellDialogRequest } from '../lib/ask-shell-dialog';
import type { DialogResult } from '../lib/dialog-queue';

/** `const ask = useDialog(); if ((await ask({ title, confirmLabel, cancelLabel })) === 'confirm') …` */
export function useDialog(): (request: ShellDialogRequest) => Promise<DialogResult> {
  const { bus } = useShellServices();
  return useCallback((request: ShellDialogRequest) => askShellDialog(bus, request), [bus]);
}
