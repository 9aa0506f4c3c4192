import { AppLink } from '../app-link';
import './admin-nav.css';

/** The admins' pages, each linking to the others (issue 11: the outbox, the reports, the logged events). */
export const ADMIN_PAGES = [
  { href: '/outbox', label: 'Outbox' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/events', label: 'Logged events' },
] as const;

export function AdminNav({ current }: { current: (typeof ADMIN_PAGES)[number]['href'] }) {
  return (
    <nav className="shell-admin-nav" aria-label="Admin pages">
      {ADMIN_PAGES.map((page) => (
        <AppLink key={page.href} href={page.href} aria-current={page.href === current ? 'page' : undefined}>
          {page.label}
        </AppLink>
      ))}
    </nav>
  );
}
