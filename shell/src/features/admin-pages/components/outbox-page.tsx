import type { ApiClient, OutboxEntry } from '@dash/shared-contracts';
import { getOutbox } from '../api/admin-lists';
import { useAdminList } from '../hooks/use-admin-list';
import { adminTime, OUTBOX_TITLE } from '../lib/admin-copy';
import { AdminLayout } from './admin-layout';

const load = async (api: ApiClient, before: string | null, signal: AbortSignal) => {
  const page = await getOutbox(api, before, signal);
  return { items: page.entries, next: page.next_before };
};

const TRANSPORTS: Record<string, string> = {
  outbox: 'Kept here (no SMTP)',
  smtp: 'Sent by SMTP',
  'smtp-failed': 'SMTP failed',
};

/** /outbox (admins): every mail and recorded external share, newest first. */
export function OutboxPage() {
  const list = useAdminList<OutboxEntry>(load);
  return (
    <AdminLayout
      title={OUTBOX_TITLE}
      intro="Every mail the product sent and every share to another network, newest first."
      empty="Nothing has been sent yet."
      count={list.items.length}
      status={list.status}
      error={list.error}
      onMore={() => void list.loadMore()}
    >
      <ol className="shell-admin__list">
        {list.items.map((entry) => (
          <li key={entry.id} className="shell-admin__item">
            <article aria-labelledby={`shell-outbox-${entry.id}`}>
              <h2 id={`shell-outbox-${entry.id}`} className="shell-admin__subject">
                {entry.subject}
              </h2>
              <dl className="shell-admin__facts">
                <dt>Kind</dt>
                <dd>{entry.kind}</dd>
                <dt>To</dt>
                <dd>{entry.to ?? '—'}</dd>
                <dt>When</dt>
                <dd>
                  <time dateTime={new Date(entry.created_at * 1000).toISOString()}>{adminTime(entry.created_at)}</time>
                </dd>
                <dt>Transport</dt>
                <dd>{TRANSPORTS[entry.transport] ?? entry.transport}</dd>
              </dl>
              <pre className="shell-admin__body">{entry.body}</pre>
            </article>
          </li>
        ))}
      </ol>
    </AdminLayout>
  );
}
