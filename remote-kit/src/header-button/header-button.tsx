import type { ComponentProps } from 'react';
import './header-button.css';

export interface HeaderButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** Whether the popover this button toggles is open (styles it and sets aria-expanded). */
  open: boolean;
}

/** The square icon button a header widget shows in the shell's header; it toggles a popover. */
export function HeaderButton({ open, className, ...rest }: HeaderButtonProps) {
  const classes = ['kit-header-button', open ? 'kit-header-button--open' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type="button" aria-haspopup="dialog" aria-expanded={open} {...rest} className={classes} />;
}
