import { useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useLocation, useSession, useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { useDrawer } from '../hooks/use-drawer';
import { useHeaderHidden } from '../hooks/use-header-hidden';
import { isDrawerOpen } from '../lib/drawer-state';
import { headerTitle } from '../lib/header-title';
import { SearchFilterButton } from '../search/search-filter-button';
import { SearchForm } from '../search/search-form';
import { SafeSearchLock, SearchToggle } from '../search/search-toggle';
import { useSiteSearch } from '../search/use-site-search';
import { AccountButton } from './account-button';
import { BurgerButton } from './burger-button';
import { ComposeButton } from './compose-button';
import { LazyDrawer } from './lazy-drawer';
import { Logo } from './logo';
import './header.css';
import { ActivityLookalike, InboxLookalike } from './widget-lookalikes';

/**
 * The header (spec 1 §2; spec 3 §2 screen 6 on phones). One markup, rendered by the server, for
 * every width: the stylesheet's `max-width: 767px` query turns it into the mobile header (search
 * icon, filter or safe-search lock, page title, logo, burger) with the navigation as a bottom bar,
 * so the first paint is right without reading the width in script. The drawer and the filter
 * popover load on first open.
 */
export function Header() {
  const { RemoteSlot } = useShellServices();
  const session = useSession();
  const { pathname, overlayBase } = useLocation();
  const { hidden, sticky, away, reveal } = useHeaderHidden();
  const drawer = useDrawer(pathname, hidden);
  const loggedIn = session.logged_in && session.user !== null;
  const search = useSiteSearch(loggedIn);
  const [searchOpen, setSearchOpen] = useState<{ open: boolean; focus: boolean }>({ open: false, focus: false });
  const [drawerTop, setDrawerTop] = useState(52);
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const drawerOpen = isDrawerOpen(drawer.state);

  const toggleSearch = () => {
    // Opening search closes the drawer (spec 3 §4); the field is focused on toggle.
    drawer.close();
    setSearchOpen((s) => ({ open: !s.open, focus: !s.open }));
  };
  const closeSearch = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setSearchOpen({ open: false, focus: false });
    if (restoreFocus) searchToggleRef.current?.focus();
  };
  const onBurger = () => {
    if (!drawerOpen) setDrawerTop(Math.max(0, headerRef.current?.getBoundingClientRect().bottom ?? 52));
    setSearchOpen({ open: false, focus: false });
    drawer.dispatch({ type: 'burger' });
  };

  const className = [
    'shell-header',
    hidden && 'shell-header--hidden',
    sticky && 'shell-header--sticky',
    away && !drawerOpen && !searchOpen.open && 'shell-header--away',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header ref={headerRef} className={className} inert={hidden} aria-hidden={hidden || undefined} onFocus={reveal}>
      <div className="shell-header__inner">
        <SearchToggle ref={searchToggleRef} expanded={searchOpen.open} onToggle={toggleSearch} />
        {loggedIn ? (
          session.flags.mobile_web_search_filter === true && <SearchFilterButton search={search} onOpen={drawer.close} />
        ) : (
          <SafeSearchLock />
        )}
        <span className="shell-header__phone shell-header__title" data-testid="header-title">
          {headerTitle(pathname, overlayBase)}
        </span>
        <Logo href={loggedIn ? '/dashboard' : '/'} />
        <SearchForm search={search} open={searchOpen.open} focusOnOpen={searchOpen.focus} onClose={closeSearch} />
        <BurgerButton ref={burgerRef} expanded={drawerOpen} onClick={onBurger} />
        <nav id="shell-header-nav" className="shell-header__nav" aria-label="Main">
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
              <ComposeButton />
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
      </div>
      {drawer.state.view.kind !== 'closed' && (
        <div className="shell-drawer-host" style={{ '--shell-drawer-top': `${drawerTop}px` } as CSSProperties}>
          <LazyDrawer view={drawer.state.view} dispatch={drawer.dispatch} burger={burgerRef} />
        </div>
      )}
    </header>
  );
}
