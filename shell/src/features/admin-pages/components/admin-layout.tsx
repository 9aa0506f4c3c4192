import { useEffect, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';
import type { AdminListStatus } from '../hooks/use-admin-list';
import { OUTBOX_TITLE, REPORTS_TITLE } from '../lib/admin-copy';
import './admin-pages.css';

const LINKS = [
  { href: '/outbox', label: OUTBOX_TITLE },
  { href: '/admin/reports', label: REPORTS_TITLE },
] as const;

/** The admin pages' frame: the title, the links between them, the list and its pager. */
export function AdminLayout(props: {
  title: string;
  intro: string;
  empty: string;
  count: number;
  status: AdminListStatus;
  error: string | null;
  onMore: () => void;
  children: ReactNode;
}) {
  const { title, status } = props;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="shell-admin" aria-labelledby="shell-admin-title">
      <nav className="shell-admin__nav" aria-label="Admin pages">
        {LINKS.map((link) => (
          <AppLink key={link.href} href={link.href} aria-current={link.label === title ? 'page' : undefined}>
            {link.label}
          </AppLink>
        ))}
      </nav>
      <h1 id="shell-admin-title">{title}</h1>
      <p className="shell-admin__intro">{props.intro}</p>
      {status === 'end' && props.count === 0 ? <p className="shell-admin__empty">{props.empty}</p> : props.children}
      <div className="shell-admin__status" role="status" aria-live="polite">
        {status === 'loading' ? 'Loading…' : null}
        {status === 'error' ? props.error : null}
      </div>
      {status === 'idle' || status === 'error' ? (
        <button type="button" className="shell-button" onClick={props.onMore}>
          {status === 'error' ? 'Try again' : 'Show older'}
        </button>
      ) : null}
    </section>
  );
}
