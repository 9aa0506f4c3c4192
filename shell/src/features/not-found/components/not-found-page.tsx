import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found';
  }, []);
  return (
    <section className="shell-not-found" aria-labelledby="shell-not-found-title">
      <h1 id="shell-not-found-title">Page not found</h1>
      <p>There's nothing here. The page may have moved, or the address may be mistyped.</p>
      <AppLink href="/dashboard" className="shell-button shell-button--primary">
        Back to the dashboard
      </AppLink>
    </section>
  );
}
