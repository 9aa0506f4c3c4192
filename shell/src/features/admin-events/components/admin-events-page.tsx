import { useEffect } from 'react';
import { ADMIN_EVENTS_DAYS, LOG_ENDPOINTS } from '@dash/shared-contracts/src/log-events';
import type { AdminEventsResponse } from '@dash/shared-contracts';
import { useSession } from '../../../app/shell-services';
import { NotFoundPage } from '../../not-found';
import { useAdminEvents } from '../hooks/use-admin-events';
import { AdminNav } from '../../../components/admin-nav/admin-nav';
import './admin-events.css';

export const ADMIN_EVENTS_TITLE = 'Logged events';
export const ADMIN_EVENTS_EMPTY = `No events were logged in the last ${ADMIN_EVENTS_DAYS.default} days.`;

/** `2026-11-24` → `Nov 24` (the day is UTC, like the counts). */
function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function CountsTable({ answer }: { answer: AdminEventsResponse }) {
  return (
    <>
      <h2 id="shell-admin-events-caption" className="shell-admin-events__caption">
        Events by day, the last {answer.days.length} days (UTC), newest first
      </h2>
      {/* Wider than a phone: the table scrolls sideways in its own region (focusable for the keyboard). */}
      <div className="shell-admin-events__scroll" role="region" aria-labelledby="shell-admin-events-caption" tabIndex={0}>
        <table className="shell-admin-events__table" aria-labelledby="shell-admin-events-caption">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Intake</th>
              <th scope="col">Total</th>
              {answer.days.map((day) => (
                <th scope="col" key={day}>
                  <time dateTime={day}>{dayLabel(day)}</time>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answer.events.map((row) => (
              <tr key={`${row.log_key} ${row.event}`}>
                <th scope="row" className="shell-admin-events__name">
                  {row.event}
                </th>
                <td>
                  <code>{LOG_ENDPOINTS[row.log_key]}</code>
                </td>
                <td className="shell-admin-events__total">{row.total}</td>
                {row.counts.map((count, i) => (
                  <td key={answer.days[i]} className={count === 0 ? 'shell-admin-events__zero' : undefined}>
                    {count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function AdminEvents() {
  const state = useAdminEvents();
  return (
    <section className="shell-admin-events" aria-labelledby="shell-admin-events-title">
      <AdminNav current="/admin/events" />
      <div className="shell-admin-events__head">
        <h1 id="shell-admin-events-title">{ADMIN_EVENTS_TITLE}</h1>
        <button type="button" className="shell-button" onClick={state.reload} disabled={state.status === 'loading'}>
          Refresh
        </button>
      </div>
      <p className="shell-admin-events__intro">
        What the client logger sent to <code>{LOG_ENDPOINTS.lady}</code> (product events) and <code>{LOG_ENDPOINTS.cslog}</code>{' '}
        (client errors), counted by event and day.
      </p>
      {state.status === 'loading' ? (
        <p role="status">Loading…</p>
      ) : state.status === 'error' ? (
        <div role="alert" className="shell-admin-events__error">
          <p>{state.message}</p>
          <button type="button" className="shell-button" onClick={state.reload}>
            Try again
          </button>
        </div>
      ) : state.answer.events.length === 0 ? (
        <p className="shell-admin-events__empty">{ADMIN_EVENTS_EMPTY}</p>
      ) : (
        <CountsTable answer={state.answer} />
      )}
    </section>
  );
}

/**
 * /admin/events (issue 11 item 6; shell/README.md "Logging"): for admins, the logged events counted
 * by event and day over the last 14 days. Anyone else signed in gets "Page not found" (the server
 * answers 404 too); visitors are sent to log in by the route table.
 */
export function AdminEventsPage() {
  const session = useSession();
  const admin = Boolean(session.user?.is_admin);
  useEffect(() => {
    if (admin) document.title = ADMIN_EVENTS_TITLE;
  }, [admin]);
  return admin ? <AdminEvents /> : <NotFoundPage />;
}
