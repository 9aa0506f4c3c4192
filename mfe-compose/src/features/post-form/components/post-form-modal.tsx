import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import type { PostType } from '@dash/shared-contracts';
import { useRemote, rememberFocus, trapTab, useCurrentBlog } from '@dash/remote-kit';
import { useSubmitPost } from '../hooks/use-submit-post';
import { EMPTY_FIELDS, FIELD_SPECS, TYPE_LABELS, hasChanges, isFormType } from '../lib/field-specs';
import type { PostFields } from '../lib/field-specs';
import { BlogSelect } from './blog-select';
import { ComingSoonNotice } from './coming-soon-notice';
import { DiscardDialog } from './discard-dialog';
import { PostFieldsEditor } from './post-fields';
import './post-form.css';

export interface PostFormModalProps {
  type: PostType;
  base: string;
  fromFastCompose: boolean;
  /** Leaves the form without asking. */
  onClose: () => void;
  /** Lets the host route Escape and glass clicks through the discard check. */
  registerCloseRequest: (request: (() => void) | null) => void;
}

/** The modal post form of one type (lazy chunk). */
export function PostFormModal({ type, base, fromFastCompose, onClose, registerCloseRequest }: PostFormModalProps) {
  const { session } = useRemote();
  const currentBlog = useCurrentBlog();
  const blogs = session.blogs;
  const [blog, setBlog] = useState(() => currentBlog ?? blogs.find((b) => b.is_primary)?.name ?? blogs[0]?.name ?? '');
  const [fields, setFields] = useState<PostFields>(EMPTY_FIELDS);
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const formType = isFormType(type) ? type : null;
  const { submit, error, saving, clearError } = useSubmitPost({ type: formType ?? 'text', base, fromFastCompose });
  const dirty = formType !== null && hasChanges(fields);

  const restoreFocus = useRef<(() => void) | null>(null);
  const requestClose = () => {
    if (!dirty) return onClose();
    restoreFocus.current = rememberFocus();
    setConfirming(true);
  };
  useEffect(() => {
    if (confirming || !restoreFocus.current) return;
    restoreFocus.current();
    restoreFocus.current = null;
  }, [confirming]);
  useEffect(() => {
    registerCloseRequest(() => (confirming ? setConfirming(false) : requestClose()));
    return () => registerCloseRequest(null);
  });

  useEffect(() => {
    if (!formType) dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [formType]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!confirming) trapTab(event, dialogRef.current);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blog) return;
    void submit(blog, fields);
  };

  const setField = (name: keyof PostFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (error) clearError();
  };

  return (
    <>
      <div
        ref={dialogRef}
        className="compose-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        inert={confirming}
        onKeyDown={onKeyDown}
        style={{ animationDuration: '100ms' }}
      >
        <header className="compose-modal-header">
          <h2 id={titleId} className="compose-modal-title">
            New {TYPE_LABELS[type]} post
          </h2>
          {formType && <BlogSelect blogs={blogs} value={blog} onChange={setBlog} />}
        </header>
        {formType ? (
          <form className="compose-form" noValidate onSubmit={onSubmit}>
            <PostFieldsEditor specs={FIELD_SPECS[formType]} fields={fields} onChange={setField} disabled={saving} />
            {!blog && (
              <p className="compose-form-error" role="alert">
                You need a blog before you can post.
              </p>
            )}
            {error && (
              <p className="compose-form-error" role="alert">
                {error}
              </p>
            )}
            <div className="compose-form-actions">
              <button type="button" className="compose-button compose-button--secondary" onClick={requestClose}>
                Close
              </button>
              <button
                type="submit"
                className="compose-button compose-button--primary"
                disabled={saving || !blog}
                aria-busy={saving}
              >
                Post
              </button>
            </div>
          </form>
        ) : (
          <ComingSoonNotice type={type} onClose={onClose} />
        )}
      </div>
      {confirming && <DiscardDialog onDiscard={onClose} onCancel={() => setConfirming(false)} />}
    </>
  );
}
