/** The dialogs feature's public face for the rest of the shell. */
export { DialogHost } from './components/dialog-host';
export { useDialog } from './hooks/use-dialog';
export { useFocusTrap } from './hooks/use-focus-trap';
export { useReturnFocus } from './hooks/use-return-focus';
export type { DialogResult } from './lib/dialog-queue';
