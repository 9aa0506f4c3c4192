import { askDialog, type DialogRequest, type DialogResult } from '@dash/shared-contracts/core';
import { useCallback } from 'react';
import { useShellServices } from '../../../app/shell-services';

/** `const ask = useDialog(); if ((await ask({ title, confirmLabel, cancelLabel })) === 'confirm') …` */
export function useDialog(): (request: DialogRequest) => Promise<DialogResult> {
  const { bus } = useShellServices();
  return useCallback((request: DialogRequest) => askDialog(bus, request, 'shell'), [bus]);
}
