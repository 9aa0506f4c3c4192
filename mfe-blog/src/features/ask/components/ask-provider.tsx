import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@dash/shared-contracts';
import type { Blog } from '@dash/shared-contracts';
import { useBusEvent, useRemote, useSessionUser } from '@dash/remote-kit';
import { getBlogHeader } from '../../blog-header';
import { askEntry, askLoginUrl } from '../lib/ask-entry';
import { scheduleAskToast, type SentQuestion } from '../lib/ask-toast';
import { AskModal } from './ask-modal';

/** Opens the ask form for a blog whose header is already loaded; `opener` gets focus back. */
export type OpenAsk = (blog: Blog, opener?: HTMLElement | null) => void;

const AskContext = createContext<OpenAsk | null>(null);

/**
 * How a component asks for the ask form: straight to the provider when it is above (the peepr),
 * else through the `blog:ask` command (a header card mounted in another root).
 */
export function useOpenAsk(): OpenAsk {
  const open = useContext(AskContext);
  const { bus } = useRemote();
  return open ?? ((blog) => bus.emit('blog:ask', { name: blog.name }));
}

interface Current {
  key: number;
  blog: Blog;
  returnFocusTo: HTMLElement | null;
}

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * The one ask form of this remote (spec 3 §2 screen 5, §4 "Ask form"): answers `blog:ask` {name}
 * (reading the blog's header first) and the header card's "Ask a question"; one form at a time. A
 * visitor is sent to log in and back to /blog/{name}/ask; one's own blogs, blogs without asks and
 * blocked blogs get an error toast. After a question is sent the form closes and "Question sent to
 * {name}" follows 350 ms later.
 */
export function AskProvider({ children }: { children: ReactNode }) {
  const { api, bus, session, navigate } = useRemote();
  const user = useSessionUser();
  const loggedOut = useRef(false);
  const [current, setCurrent] = useState<Current | null>(null);
  const nextKey = useRef(1);
  const pendingToasts = useRef(new Set<() => void>());

  useBusEvent('session:logged-out', () => {
    loggedOut.current = true;
    setCurrent(null);
  });

  const signedIn = () => !loggedOut.current && session.logged_in && user !== null;
  const latest = useRef({ signedIn, ownBlogs: session.blogs.map((b) => b.name) });
  latest.current = { signedIn, ownBlogs: session.blogs.map((b) => b.name) };

  const showError = useCallback((message: string) => bus.emit('toast:show', { message, tone: 'error' }), [bus]);

  const open = useCallback<OpenAsk>(
    (blog, opener) => {
      const entry = askEntry(blog, { signedIn: latest.current.signedIn(), ownBlogs: latest.current.ownBlogs });
      if (entry.kind === 'login') return navigate(entry.url);
      if (entry.kind === 'refused') return showError(entry.message);
      setCurrent({ key: nextKey.current++, blog, returnFocusTo: opener ?? focused() });
    },
    [navigate, showError],
  );

  useBusEvent('blog:ask', ({ name }) => {
    if (!latest.current.signedIn()) return navigate(askLoginUrl(name));
    const opener = focused();
    getBlogHeader(api, name).then(
      (blog) => open(blog, opener),
      (error: unknown) => {
        const detail = error instanceof ApiError ? error.userMessage : 'Please try again.';
        showError(`Couldn't ask ${name} a question. ${detail}`);
      },
    );
  });

  useEffect(() => {
    const toasts = pendingToasts.current;
    return () => toasts.forEach((cancel) => cancel());
  }, []);

  const close = (key: number) => setCurrent((c) => (c?.key === key ? null : c));
  const sent = (key: number, question: SentQuestion) => {
    close(key);
    const cancel = scheduleAskToast(bus, question, () => pendingToasts.current.delete(cancel));
    pendingToasts.current.add(cancel);
  };

  return (
    <AskContext.Provider value={open}>
      {children}
      {current && (
        <AskModal
          key={current.key}
          blog={current.blog}
          returnFocusTo={current.returnFocusTo}
          onClose={() => close(current.key)}
          onSent={(question) => sent(current.key, question)}
          onLateFailure={(message) => showError(`Your question to ${current.blog.name} wasn't sent. ${message}`)}
        />
      )}
    </AskContext.Provider>
  );
}
