import { useEffect, type ReactNode } from 'react';
import { AdminNav } from '../../../components/admin-nav/admin-nav';
import type { AdminListStatus } from '../hooks/use-admin-list';
import { OUTBOX_TITLE } from '../lib/admin-copy';
import './admin-pages.css';

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
      <AdminNav current={title === OUTBOX_TITLE ? '/outbox' : '/admin/reports'} />
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
