import { useEffect, useState } from 'react';
import { useLocation, useSession, useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { useHeaderHidden } from '../hooks/use-header-hidden';
import { AccountButton } from './account-button';
import { ComposeButton } from './compose-button';
import { Logo } from './logo';
import './header.css';
import { ActivityLookalike, InboxLookalike } from './widget-lookalikes';

/**
 * The fixed 52px header (spec 1 §2). On narrow screens the navigation collapses behind a Menu
 * button; the same elements are reused so the remote widgets in the slots are mounted once.
 */
export function Header() {
  const { RemoteSlot } = useShellServices();
  const session = useSession();
  const { pathname } = useLocation();
  const hidden = useHeaderHidden();
  const [menuOpen, setMenuOpen] = useState(false);
  const loggedIn = session.logged_in && session.user !== null;

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`shell-header${hidden ? ' shell-header--hidden' : ''}`} inert={hidden} aria-hidden={hidden || undefined}>
      <div className="shell-header__inner">
        <Logo href={loggedIn ? '/dashboard' : '/'} />
        <button
          type="button"
          className="shell-header__menu-button"
          data-tour-anchor="menu"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="shell-header-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
        <nav id="shell-header-nav" className={`shell-header__nav${menuOpen ? ' shell-header__nav--open' : ''}`} aria-label="Main">
          <AppLink
            href="/explore"
            className="shell-header__tab"
            aria-current={pathname.startsWith('/explore') ? 'page' : undefined}
          >
            Explore
          </AppLink>
          {loggedIn ? (
            <>
              {session.user?.can_message && (
                <RemoteSlot slot="header-inbox" className="shell-header__slot">
                  <InboxLookalike />
                </RemoteSlot>
              )}
              <RemoteSlot slot="header-activity" className="shell-header__slot">
                {session.blogs.length > 0 && <ActivityLookalike />}
              </RemoteSlot>
              <AccountButton />
            </>
          ) : (
            <>
              <AppLink href="/login" className="shell-header__tab">
                Log in
              </AppLink>
              <AppLink href="/register" className="shell-header__tab shell-header__tab--primary">
                Sign up
              </AppLink>
            </>
          )}
        </nav>
        {loggedIn && <ComposeButton />}
      </div>
    </header>
  );
}
