export interface AccountMenuProps {
  /** Closes the popover; `restoreFocus` puts focus back on the account button. */
  onClose(options?: { restoreFocus?: boolean }): void;
}
