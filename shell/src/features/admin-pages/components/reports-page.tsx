import type { AbuseReport, ApiClient } from '@dash/shared-contracts';
import { AppLink } from '../../../components/app-link';
import { abuseReasonLabel } from '../../../lib/abuse-reasons';
import { getReports } from '../api/admin-lists';
import { useAdminList } from '../hooks/use-admin-list';
import { adminTime, REPORTS_TITLE } from '../lib/admin-copy';
import { AdminLayout } from './admin-layout';

const load = async (api: ApiClient, before: string | null, signal: AbortSignal) => {
  const page = await getReports(api, before, signal);
  return { items: page.reports, next: page.next_before };
};

function subjectName(report: AbuseReport): string {
  if (report.kind === 'blog') return `The blog ${report.subject_id}`;
  if (report.kind === 'post') return `A post on ${report.blog_name ?? 'a deleted blog'}`;
  return `A message from ${report.blog_name ?? 'a deleted blog'}`;
}

/** /admin/reports (admins): what people reported through /abuse, newest first. */
export function ReportsPage() {
  const list = useAdminList<AbuseReport>(load);
  return (
    <AdminLayout
      title={REPORTS_TITLE}
      intro="What people reported with the abuse form, newest first."
      empty="Nobody has reported anything yet."
      count={list.items.length}
      status={list.status}
      error={list.error}
      onMore={() => void list.loadMore()}
    >
      <ol className="shell-admin__list">
        {list.items.map((report) => (
          <li key={report.id} className="shell-admin__item">
            <article aria-labelledby={`shell-report-${report.id}`}>
              <h2 id={`shell-report-${report.id}`} className="shell-admin__subject">
                {subjectName(report)}: {abuseReasonLabel(report.reason)}
              </h2>
              <blockquote className="shell-admin__excerpt">{report.excerpt}</blockquote>
              <dl className="shell-admin__facts">
                <dt>Reported by</dt>
                <dd>{report.reporter}</dd>
                <dt>When</dt>
                <dd>
                  <time dateTime={new Date(report.created_at * 1000).toISOString()}>{adminTime(report.created_at)}</time>
                </dd>
                {report.details ? (
                  <>
                    <dt>Details</dt>
                    <dd className="shell-admin__details">{report.details}</dd>
                  </>
                ) : null}
              </dl>
              {report.url ? (
                <AppLink href={report.url}>{report.kind === 'blog' ? `Open ${report.subject_id}` : 'Open the post'}</AppLink>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </AdminLayout>
  );
}
