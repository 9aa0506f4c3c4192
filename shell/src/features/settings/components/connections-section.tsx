import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@dash/shared-contracts/core';
import type { Connections } from '@dash/shared-contracts';
import { loadSchemas } from '../../../lib/contract-schemas';
import { useShellServices } from '../../../app/shell-services';
import { FormField } from '../../account';
import { TROUBLE_MESSAGE } from '../../../lib/trouble-message';
import { getConnections, saveConnection } from '../api/connections';

type Field = keyof Connections;

type Contracts = Awaited<ReturnType<typeof loadSchemas>>;

/** Each account and its rule from the contracts (loaded at the first check: they are not in the first page). */
const ACCOUNTS: readonly {
  field: Field;
  network: string;
  label: string;
  shown: (name: string) => string;
  check: (c: Contracts, raw: string) => { name: string | null; rule: string };
}[] = [
  {
    field: 'twitter_username',
    network: 'Twitter',
    label: 'Twitter username',
    shown: (name) => `@${name}`,
    check: (c, raw) => ({ name: c.normalizeTwitterUsername(raw), rule: c.TWITTER_USERNAME_ERROR }),
  },
  {
    field: 'facebook_name',
    network: 'Facebook',
    label: 'Facebook name',
    shown: (name) => name,
    check: (c, raw) => ({ name: c.normalizeFacebookName(raw), rule: c.FACEBOOK_NAME_ERROR }),
  },
];

const failure = (err: unknown) => (err instanceof ApiError ? err.userMessage : TROUBLE_MESSAGE);

/**
 * Connected accounts (issue 11 item 2): a Twitter username and a Facebook name, stored (no network is
 * called). With one connected, the share panel offers its Twitter or Facebook form instead of a window.
 */
export function ConnectionsSection() {
  const { api } = useShellServices();
  const [saved, setSaved] = useState<Connections | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    getConnections(api, controller.signal).then(setSaved, (err: unknown) => {
      if (!controller.signal.aborted) setLoadError(failure(err));
    });
    return () => controller.abort();
  }, [api]);

  return (
    <section className="shell-settings__group" aria-labelledby="shell-account-connections">
      <h2 id="shell-account-connections" className="shell-settings__heading">
        Connected accounts
      </h2>
      <p className="shell-settings__note">
        With an account connected, sharing a post to that network opens a form here instead of a new window.
      </p>
      {loadError ? (
        <p role="alert" className="shell-form__error">
          {loadError}
        </p>
      ) : null}
      {saved
        ? ACCOUNTS.map((account) => <ConnectionRow key={account.field} account={account} saved={saved} onSaved={setSaved} />)
        : null}
    </section>
  );
}

function ConnectionRow({
  account,
  saved,
  onSaved,
}: {
  account: (typeof ACCOUNTS)[number];
  saved: Connections;
  onSaved: (next: Connections) => void;
}) {
  const { api } = useShellServices();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const current = saved[account.field];

  const save = async (next: string, message: string) => {
    setBusy(true);
    setError('');
    setDone('');
    try {
      onSaved(await saveConnection(api, account.field, next));
      setValue('');
      setDone(message);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(`Enter your ${account.label}.`);
    const { name, rule } = account.check(await loadSchemas(), value);
    if (!name) return setError(rule);
    await save(name, `${account.network} connected.`);
  };

  return (
    <div className="shell-settings__connection">
      {current ? (
        <p className="shell-settings__current">
          {account.network}: <span className="shell-settings__value">{account.shown(current)}</span>{' '}
          <button
            type="button"
            className="shell-button"
            disabled={busy}
            onClick={() => void save('', `${account.network} removed.`)}
          >
            {busy ? 'Removing…' : `Remove ${account.network}`}
          </button>
        </p>
      ) : (
        <form className="shell-form" onSubmit={(e) => void connect(e)} noValidate aria-busy={busy}>
          <FormField
            label={account.label}
            value={value}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setValue(event.target.value)}
            {...(error ? { error } : {})}
          />
          <button type="submit" className="shell-button shell-button--primary" disabled={busy}>
            {busy ? 'Connecting…' : `Connect ${account.network}`}
          </button>
        </form>
      )}
      {current && error ? (
        <p role="alert" className="shell-form__error">
          {error}
        </p>
      ) : null}
      <div role="status" className="shell-form__success">
        {done}
      </div>
    </div>
  );
}
