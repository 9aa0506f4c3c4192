import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, LIMITS } from '@dash/shared-contracts/core';
import { useShellServices } from '../../../app/shell-services';
import { loadSchemas } from '../../../lib/contract-schemas';
import { createBlog } from '../api/create-blog';

import { TROUBLE_MESSAGE as TROUBLE } from '../../../lib/trouble-message';

/**
 * "Create a new blog" in the account menu: a button that opens a one-field form (the blog name, by
 * the registration rules, checked here with the same schema). The new blog joins the session's
 * blogs, so the switcher lists it at once; the acting blog stays. A refused name keeps what was typed.
 */
export function CreateBlogForm() {
  const { api, session } = useShellServices();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [created, setCreated] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    setCreated('');
    try {
      const { CreateBlogRequestSchema } = await loadSchemas();
      const parsed = CreateBlogRequestSchema.safeParse({ blog_name: name });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Check the blog name.');
        inputRef.current?.focus();
        return;
      }
      session.replace(await createBlog(api, parsed.data));
      setCreated(parsed.data.blog_name);
      setName('');
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.userMessage : TROUBLE);
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="shell-create-blog">
      <p role="status" className="shell-create-blog__status">
        {created ? `Created ${created}. It is in your blogs above.` : ''}
      </p>
      {!open ? (
        <button
          type="button"
          className="shell-account-menu__action"
          onClick={() => {
            setOpen(true);
            setCreated('');
            queueMicrotask(() => inputRef.current?.focus());
          }}
        >
          Create a new blog
        </button>
      ) : (
        <form className="shell-create-blog__form" onSubmit={submit} noValidate aria-label="Create a new blog">
          <label htmlFor={inputId} className="shell-create-blog__label">
            Name of the new blog
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="shell-create-blog__input"
            value={name}
            maxLength={LIMITS.blogNameMax + 8}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
          />
          {error && (
            <p id={errorId} role="alert" className="shell-account-menu__error shell-create-blog__error">
              {error}
            </p>
          )}
          <div className="shell-create-blog__actions">
            <button type="submit" className="shell-button shell-button--primary" disabled={busy}>
              {busy ? 'Creating…' : 'Create blog'}
            </button>
            <button type="button" className="shell-button" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
