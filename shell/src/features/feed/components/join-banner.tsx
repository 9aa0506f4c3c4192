import { AppLink } from '../../../components/app-link';

/** The visitor's call to action above the explore feed they see as their dashboard. */
export function JoinBanner() {
  return (
    <section className="shell-join" aria-label="Join">
      <p className="shell-join__text">Join to follow blogs and post your own.</p>
      <AppLink href="/register" className="shell-button shell-button--primary">
        Get started
      </AppLink>
    </section>
  );
}
