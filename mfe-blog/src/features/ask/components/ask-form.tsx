import { useId, useLayoutEffect, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { ASK_FORM } from '@dash/shared-contracts';
import { askCounter } from '../lib/ask-counter';
import { useAskForm, type AskFormCallbacks } from '../hooks/use-ask-form';

interface AskFormProps extends AskFormCallbacks {
  blog: Blog;
  titleId: string;
  onCancel: () => void;
}

/**
 * The question text area, "Ask anonymously" (only where the blog allows it), the counter of
 * remaining characters (at 100 or fewer), the error bar and the buttons (spec 3 §2 screen 5).
 */
export function AskForm({ blog, titleId, onCancel, ...callbacks }: AskFormProps) {
  const form = useAskForm(blog, callbacks);
  const ids = { question: useId(), counter: useId(), error: useId() };
  const textArea = useRef<HTMLTextAreaElement>(null);
  const counter = askCounter(form.question.length);

  useLayoutEffect(() => {
    textArea.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  // Enter is blocked (spec 3 §5); an input method's own Enter (composing) is left alone.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
  };

  const describedBy = [counter.visible ? ids.counter : null, form.error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <form className="blog-ask-form" onSubmit={onSubmit} noValidate>
      <h2 id={titleId} className="blog-ask-title">
        Ask me anything
      </h2>
      <label htmlFor={ids.question} className="blog-ask-visually-hidden">
        Your question for {blog.name}
      </label>
      <textarea
        ref={textArea}
        id={ids.question}
        className="blog-ask-question"
        rows={4}
        maxLength={ASK_FORM.maxLength}
        value={form.question}
        onChange={(event) => form.type(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={form.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <div className="blog-ask-meta">
        {blog.anonymous_asks && (
          <label className="blog-ask-anonymous">
            <input type="checkbox" checked={form.anonymous} onChange={(event) => form.setAnonymous(event.target.checked)} />
            Ask anonymously
          </label>
        )}
        {counter.visible && (
          <span id={ids.counter} className={`blog-ask-counter blog-ask-counter--${counter.tone}`} data-tone={counter.tone}>
            {counter.remaining}
            <span className="blog-ask-visually-hidden"> characters left</span>
          </span>
        )}
      </div>
      <p id={ids.error} role="alert" className={`blog-ask-error${form.error ? '' : ' blog-ask-error--empty'}`}>
        {form.error}
      </p>
      <div className="blog-ask-buttons">
        <button type="button" className="blog-ask-button blog-ask-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className="blog-ask-button blog-ask-button--primary"
          disabled={!form.canSubmit}
          aria-busy={form.saving}
        >
          {form.saving ? 'Sending...' : 'Ask'}
        </button>
      </div>
    </form>
  );
}
