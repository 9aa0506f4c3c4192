import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { AbuseSubject } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { ABUSE_DETAILS_MAX, ABUSE_DETAILS_REQUIRED, ABUSE_REASONS, type AbuseReasonValue } from '../../../lib/abuse-reasons';
import { TROUBLE_MESSAGE } from '../../../lib/trouble-message';
import { getAbuseSubject, sendAbuseReport } from '../api/abuse';
import { ABUSE_TITLE, readAbuseQuery, SUBJECT_HEADINGS } from '../lib/abuse-copy';
import './abuse.css';

const WHICH = 'Say what you are reporting: open this form from a post, a blog or a message.';
const OWN = "That is yours: there's nothing to report.";
const failure = (err: unknown) => (err instanceof ApiError ? err.userMessage : TROUBLE_MESSAGE);

type Load = { state: 'loading' } | { state: 'ready'; subject: AbuseSubject } | { state: 'failed'; message: string };

/**
 * /abuse?post={id} | ?blog={name} | ?message={id} (members only; issue 11 item 2): what is reported,
 * as far as the viewer may see it, a reason and details, then "Thanks, we got your report."
 */
export function AbusePage({ query }: { query: string }) {
  const { api } = useShellServices();
  const subjectRef = readAbuseQuery(query);
  const key = subjectRef ? `${subjectRef.kind}:${subjectRef.value}` : '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    document.title = ABUSE_TITLE;
  }, []);

  useEffect(() => {
    const ref = readAbuseQuery(query);
    if (!ref) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getAbuseSubject(api, ref, controller.signal).then(
      (subject) => setLoad({ state: 'ready', subject }),
      (err: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'failed', message: failure(err) });
      },
    );
    return () => controller.abort();
    // `key` names the subject: a new one loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  return (
    <section className="shell-abuse" aria-labelledby="shell-abuse-title">
      <h1 id="shell-abuse-title">{ABUSE_TITLE}</h1>
      {!subjectRef ? (
        <p role="alert">{WHICH}</p>
      ) : load.state === 'loading' ? (
        <p role="status">Loading…</p>
      ) : load.state === 'failed' ? (
        <>
          <p role="alert">{load.message}</p>
          <AppLink href="/dashboard">Back to the dashboard</AppLink>
        </>
      ) : (
        <>
          <SubjectPreview subject={load.subject} />
          {load.subject.mine ? <p>{OWN}</p> : <ReportForm subject={load.subject} />}
        </>
      )}
    </section>
  );
}

function SubjectPreview({ subject }: { subject: AbuseSubject }) {
  return (
    <section className="shell-abuse__subject" aria-labelledby="shell-abuse-subject">
      <h2 id="shell-abuse-subject">{SUBJECT_HEADINGS[subject.kind]}</h2>
      <blockquote className="shell-abuse__summary">{subject.summary}</blockquote>
      <p className="shell-abuse__from">
        {subject.kind === 'blog' ? null : <>From {subject.blog_name ?? 'a blog that is gone'}. </>}
        {subject.url ? (
          <AppLink href={subject.url}>{subject.kind === 'blog' ? `Open ${subject.id}` : 'Open the post'}</AppLink>
        ) : null}
      </p>
    </section>
  );
}

function ReportForm({ subject }: { subject: AbuseSubject }) {
  const { api } = useShellServices();
  const id = useId();
  const [reason, setReason] = useState<AbuseReasonValue | ''>('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'reason' | 'details' | 'form'; message: string } | null>(null);
  const [thanks, setThanks] = useState('');
  const over = details.length > ABUSE_DETAILS_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError({ field: 'reason', message: 'Choose a reason.' });
    if (over) return setError({ field: 'details', message: `Details can be at most ${ABUSE_DETAILS_MAX} characters.` });
    if (reason === 'other' && !details.trim()) return setError({ field: 'details', message: ABUSE_DETAILS_REQUIRED });
    setBusy(true);
    setError(null);
    try {
      setThanks(await sendAbuseReport(api, { kind: subject.kind, value: subject.id }, reason, details));
    } catch (err) {
      const field = err instanceof ApiError && err.errors[0]?.field === 'details' ? 'details' : 'form';
      setError({ field, message: failure(err) });
    } finally {
      setBusy(false);
    }
  };

  if (thanks)
    return (
      <div className="shell-abuse__thanks">
        <p role="status">{thanks}</p>
        <AppLink href={subject.url ?? '/dashboard'}>
          {subject.url ? 'Back to what you reported' : 'Back to the dashboard'}
        </AppLink>
      </div>
    );

  const detailsError = error?.field === 'details' ? error.message : null;
  return (
    <form className="shell-form shell-abuse__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <fieldset className="shell-abuse__reasons" aria-describedby={error?.field === 'reason' ? `${id}-reason-error` : undefined}>
        <legend>Why are you reporting it?</legend>
        {ABUSE_REASONS.map((r) => (
          <label key={r.value} className="shell-abuse__reason">
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => {
                setReason(r.value);
                if (error?.field === 'reason') setError(null);
              }}
            />{' '}
            {r.label}
          </label>
        ))}
        {error?.field === 'reason' ? (
          <p id={`${id}-reason-error`} role="alert" className="shell-field__error">
            {error.message}
          </p>
        ) : null}
      </fieldset>
      <div className="shell-field">
        <label htmlFor={`${id}-details`} className="shell-field__label">
          Details {reason === 'other' ? '(required)' : '(optional)'}
        </label>
        <textarea
          id={`${id}-details`}
          className="shell-field__input shell-abuse__details"
          rows={5}
          value={details}
          aria-invalid={detailsError || over ? true : undefined}
          aria-describedby={`${id}-count${detailsError ? ` ${id}-details-error` : ''}`}
          onChange={(event) => setDetails(event.target.value)}
        />
        <p id={`${id}-count`} className={`shell-field__hint${over ? ' shell-field__hint--over' : ''}`}>
          {details.length} of {ABUSE_DETAILS_MAX} characters
        </p>
        {detailsError ? (
          <p id={`${id}-details-error`} role="alert" className="shell-field__error">
            {detailsError}
          </p>
        ) : null}
      </div>
      {error?.field === 'form' ? (
        <p role="alert" className="shell-form__error">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="shell-button shell-button--primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}
