import { Suspense, lazy, type ComponentProps } from 'react';
import type { InboxActions, QuickAnswerBox } from './inbox-actions';
import type { PromoteButton } from './promote-button';
import type { ReplyBox } from './reply-box';

// Actions that most pages never show, or show only after a click, are chunks of their own, so the
// first page of a feed does not load them: the inbox's buttons (only on /inbox), promoting (only on
// /tagged/{tag}) and the reply box (after Reply). Where the server rendered them (/inbox, /tagged),
// the boundary keeps the server's HTML and hydrates once its chunk is here.
const loadInbox = () => import(/* webpackChunkName: "post-inbox-actions" */ './inbox-actions');
const Inbox = lazy(() => loadInbox().then((m) => ({ default: m.InboxActions })));
const QuickAnswer = lazy(() => loadInbox().then((m) => ({ default: m.QuickAnswerBox })));
const Promote = lazy(() =>
  import(/* webpackChunkName: "post-promote" */ './promote-button').then((m) => ({ default: m.PromoteButton })),
);
const Reply = lazy(() => import(/* webpackChunkName: "post-reply" */ './reply-box').then((m) => ({ default: m.ReplyBox })));

export function LazyInboxActions(props: ComponentProps<typeof InboxActions>) {
  return (
    <Suspense fallback={null}>
      <Inbox {...props} />
    </Suspense>
  );
}

export function LazyQuickAnswerBox(props: ComponentProps<typeof QuickAnswerBox>) {
  return (
    <Suspense fallback={null}>
      <QuickAnswer {...props} />
    </Suspense>
  );
}

export function LazyPromoteButton(props: ComponentProps<typeof PromoteButton>) {
  return (
    <Suspense fallback={null}>
      <Promote {...props} />
    </Suspense>
  );
}

export function LazyReplyBox(props: ComponentProps<typeof ReplyBox>) {
  return (
    <Suspense fallback={null}>
      <Reply {...props} />
    </Suspense>
  );
}
