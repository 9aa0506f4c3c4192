import type { ComponentType } from 'react';
import type { AccountMenuProps } from '../account-menu/account-menu-props';
import { createLazyPanel } from './lazy-panel';

export { LOAD_FAILED_MESSAGE } from './lazy-panel';

/** The account popover's code loads on first open (its own chunk); a failed load is retried next time. */
export function createLazyAccountMenu(loader: () => Promise<{ default: ComponentType<AccountMenuProps> }>) {
  return createLazyPanel('account menu', loader);
}

export const LazyAccountMenu = createLazyAccountMenu(() => import('../account-menu/account-menu'));
