import { useCallback, useMemo, useRef, useState } from 'react';
import { formatBadge } from '@dash/shared-contracts/core';
import { useSession } from '../../../app/shell-services';
import { useDismiss } from '../hooks/use-dismiss';
import { unreadTotal } from '../lib/unread-total';
import { LazyAccountMenu } from './lazy-account-menu';

/** The account button with the unread badge; it opens the (lazily loaded) account popover. */
export function AccountButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [buttonRef, popoverRef], []);
  const unread = unreadTotal(session);
  // The acting blog: its avatar on the button (spec 1 §6), its name in the tooltip.
  const acting = session.blogs.find((b) => b.name === session.current_blog);
  const badge = formatBadge(unread);

  const close = useCallback((options: { restoreFocus?: boolean } = {}) => {
    setOpen(false);
    if (options.restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, refs, close);

  return (
    <div className="shell-account">
      <button
        ref={buttonRef}
        type="button"
        className="shell-header__icon-button shell-account__button"
        data-tour-anchor="account"
        aria-label={unread > 0 ? `Account, ${unread} unread` : 'Account'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'shell-account-menu' : undefined}
        title={acting ? `Acting as ${acting.name}` : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {acting ? (
          <img
            className="shell-account__avatar"
            src={acting.avatar_url}
            alt=""
            width={26}
            height={26}
            data-testid="acting-blog"
          />
        ) : (
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z"
            />
          </svg>
        )}
        <span className="shell-header__label">Account</span>
        {badge && (
          <span className="shell-badge" aria-hidden="true" data-testid="account-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div ref={popoverRef} id="shell-account-menu" className="shell-account__popover" role="dialog" aria-label="Account menu">
          <LazyAccountMenu onClose={close} />
        </div>
      )}
    </div>
  );
}
