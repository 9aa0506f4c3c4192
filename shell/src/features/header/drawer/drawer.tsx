import { useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useSession } from '../../../app/shell-services';
import { useFocusTrap } from '../../dialogs';
import { BlogSubnav } from './blog-subnav';
import type { DrawerProps } from './drawer-props';
import { MemberMenu } from './member-menu';
import { VisitorMenu } from './visitor-menu';
import './drawer.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * The mobile nav drawer (spec 3 §2 screen 6, §4), its own chunk loaded on first open: a modal panel
 * under the header over a dimmed page. Focus stays inside (Tab wraps), Escape and the overlay close
 * it, and focus goes back to the burger. The page does not scroll under it.
 */
export default function Drawer({ view, dispatch, burger }: DrawerProps) {
  const session = useSession();
  const panel = useRef<HTMLDivElement>(null);
  const previous = useRef(view);
  const loggedIn = session.logged_in && session.user !== null;
  const close = () => dispatch({ type: 'close' });

  // Declared before the focus return: on close the trap is gone before focus goes to the burger.
  useFocusTrap(panel, panel);
  useLayoutEffect(() => {
    const root = panel.current;
    const button = burger.current;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const active = document.activeElement;
      if (!active || active === document.body || root?.contains(active) || !active.isConnected)
        button?.focus({ preventScroll: true });
    };
  }, [burger]);

  // Focus: the first item on open and in a subnav; back on the blog's button when a subnav closes.
  useEffect(() => {
    const root = panel.current;
    const before = previous.current;
    previous.current = view;
    if (!root) return;
    if (before.kind === 'subnav' && view.kind === 'open') {
      [...root.querySelectorAll<HTMLElement>('[data-subnav-for]')].find((el) => el.dataset.subnavFor === before.blog)?.focus();
      return;
    }
    (root.querySelector<HTMLElement>(FOCUSABLE) ?? root).focus();
  }, [view]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="shell-drawer">
      <div className="shell-drawer__overlay" data-testid="drawer-overlay" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id="shell-drawer"
        className="shell-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {!loggedIn ? (
          <VisitorMenu onNavigate={close} />
        ) : view.kind === 'subnav' ? (
          <BlogSubnav name={view.blog} onBack={() => dispatch({ type: 'close-subnav' })} onNavigate={close} />
        ) : (
          <MemberMenu onNavigate={close} onOpenSubnav={(blog) => dispatch({ type: 'open-subnav', blog })} />
        )}
      </div>
    </div>
  );
}
