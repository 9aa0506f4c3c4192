import { useEffect, useRef, useState } from 'react';
import { ApiError, ASK_FORM, askQuestionProblem, cleanQuestion } from '@dash/shared-contracts';
import type { Blog } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { throttle } from '../../../lib/throttle';
import { sendQuestion } from '../api/send-question';
import type { SentQuestion } from '../lib/ask-toast';
import { isSendable, typedQuestion } from '../lib/question-text';

export const ASK_FAILED = 'Something went wrong. Please try again.';

export interface AskFormCallbacks {
  /** The server took the question. */
  onSent: (sent: SentQuestion) => void;
  /** The answer came after the form was closed: the error goes to a toast instead of the bar. */
  onLateFailure: (message: string) => void;
}

/**
 * The ask form's state (spec 3 §3 "Question": recipient, anonymous, question, isSaving) and rules
 * (§4, §5): newlines stripped as typed, 500 at most, the typed text checked (throttled 100 ms) once
 * the user has typed, submit only for 1–500 trimmed characters and not while saving; the first
 * server error, or the transport error, in the error bar.
 */
export function useAskForm(blog: Blog, callbacks: AskFormCallbacks) {
  const { api } = useRemote();
  const [question, setQuestion] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef({ question, callbacks });
  latest.current = { question, callbacks };
  const mounted = useRef(true);
  const [check] = useState(() =>
    throttle(() => {
      if (mounted.current) setError(askQuestionProblem(latest.current.question));
    }, ASK_FORM.inputThrottleMs),
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      check.cancel();
    };
  }, [check]);

  const type = (raw: string) => {
    const next = typedQuestion(raw);
    latest.current.question = next;
    setQuestion(next);
    check.run();
  };

  const submit = async () => {
    if (saving || !isSendable(question)) return;
    check.cancel();
    const problem = askQuestionProblem(question);
    if (problem) {
      setError(problem);
      return;
    }
    const asAnonymous = anonymous && blog.anonymous_asks;
    setError(null);
    setSaving(true);
    try {
      const answer = await sendQuestion(api, {
        recipient: blog.name,
        question: cleanQuestion(question),
        anonymous: asAnonymous ? 'true' : 'false',
      });
      latest.current.callbacks.onSent({ name: answer.recipient, avatarUrl: blog.avatar_url, anonymous: answer.anonymous });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.userMessage : ASK_FAILED;
      if (!mounted.current) {
        latest.current.callbacks.onLateFailure(message);
        return;
      }
      setError(message);
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return {
    question,
    type,
    anonymous: anonymous && blog.anonymous_asks,
    setAnonymous,
    error,
    saving,
    canSubmit: isSendable(question) && !saving,
    submit,
  };
}
