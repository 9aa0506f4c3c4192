import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@dash/shared-contracts';
import type { BlogModeration, ModerationFlag, ModerationLogEntry } from '@dash/shared-contracts';
import { useRemote, useSessionUser } from '@dash/remote-kit';
import { getModeration } from '../api/get-moderation';
import { toggleModeration } from '../api/toggle-moderation';
import { changedMessage, failedMessage } from '../lib/moderation-text';

export type ModerationState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; moderation: BlogModeration; log: ModerationLogEntry[] };

const detailOf = (error: unknown) => (error instanceof ApiError ? error.userMessage : 'Please try again.');

/**
 * A blog's moderation flags for the admin's panel: read when it opens (Retry after a failure); a
 * switch sends its toggle at once, one change per flag at a time (`pending`: the panel shows the
 * state asked for, marked as saving). The state kept is only ever what the server answered, so a
 * refusal puts the switch back. Each result is a toast; a change is announced as `blog:moderation-changed`
 * only once the server took it.
 */
export function useModeration(name: string) {
  const { api, bus } = useRemote();
  const user = useSessionUser();
  const [state, setState] = useState<ModerationState>({ status: 'loading' });
  const [pending, setPending] = useState<ReadonlySet<ModerationFlag>>(new Set());
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getModeration(api, name, controller.signal).then(
      (answer) => setState({ status: 'ready', moderation: answer.moderation, log: answer.log }),
      (err: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', error: `Couldn't load ${name}'s moderation. ${detailOf(err)}` });
      },
    );
    return () => {
      mounted.current = false;
      controller.abort();
    };
  }, [api, name, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const toggle = useCallback(
    (flag: ModerationFlag) => {
      if (pending.has(flag)) return;
      setPending((p) => new Set(p).add(flag));
      setError('');
      toggleModeration(api, flag, name)
        .then(
          (answer) => {
            bus.emit('blog:moderation-changed', { name: answer.tumblelog, moderation: answer.moderation });
            bus.emit('toast:show', { message: changedMessage(name, flag, answer.value), tone: 'success' });
            if (!mounted.current) return;
            const entry: ModerationLogEntry = {
              flag,
              value: answer.value,
              actor: user?.name ?? null,
              created_at: Math.floor(Date.now() / 1000),
            };
            setState((s) =>
              s.status === 'ready' ? { status: 'ready', moderation: answer.moderation, log: [entry, ...s.log] } : s,
            );
          },
          (err: unknown) => {
            const message = failedMessage(name, flag, detailOf(err));
            bus.emit('toast:show', { message, tone: 'error' });
            if (mounted.current) setError(message);
          },
        )
        .finally(() => {
          if (!mounted.current) return;
          setPending((p) => {
            const next = new Set(p);
            next.delete(flag);
            return next;
          });
        });
    },
    [api, bus, name, pending, user],
  );

  return { state, pending, error, toggle, retry };
}
