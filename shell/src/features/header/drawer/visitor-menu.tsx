import { AppLink } from '../../../components/app-link';
import { DrawerSplash } from './drawer-splash';

/**
 * The logged-out drawer (spec 3 §2, §6): a splash picture from a recent public photo post with a
 * link to its blog, "Get started" (/register) and "Log in" (/login). There is no app to get, so
 * the spec's optional get-the-app link is left out.
 */
export function VisitorMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="shell-drawer__visitor">
      <DrawerSplash onNavigate={onNavigate} />
      <p className="shell-drawer__pitch">Follow the blogs you love and post your own.</p>
      <AppLink href="/register" className="shell-button shell-button--primary shell-drawer__cta" onClick={onNavigate}>
        Get started
      </AppLink>
      <AppLink href="/login" className="shell-button shell-drawer__cta" onClick={onNavigate}>
        Log in
      </AppLink>
    </div>
  );
}
