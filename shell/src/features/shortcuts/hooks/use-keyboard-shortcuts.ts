import { useEffect, useLayoutEffect, useRef } from 'react';
import { useShellServices } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import { shortcutFor } from '../lib/shortcut-keys';
import type { ShortcutAction } from '../lib/shortcut-keys';
import { isDialogOpen, isInteractiveTarget, isTypingTarget, SuspendReasons } from '../lib/suspension';
import { createFeedNavigator } from '../lib/feed-navigator';

/**
 * Spec 3 §9 "Keyboard shortcuts" on the document: j, k, l, r, s, period, Enter, and "?" for the
 * help overlay. Suspended while typing, while any `shortcuts:suspend` reason is active, while a
 * modal dialog shows or the post form is open, and never with ctrl, meta or alt.
 */
export function useKeyboardShortcuts(openHelp: () => void): void {
  const { bus, session } = useShellServices();
  const reasons = useRef(new SuspendReasons());
  const composeOpen = useRef(false);
  const latestOpenHelp = useRef(openHelp);
  useLayoutEffect(() => {
    latestOpenHelp.current = openHelp;
  });

  useBusEvent('shortcuts:suspend', ({ reason }) => reasons.current.suspend(reason));
  useBusEvent('shortcuts:resume', ({ reason }) => reasons.current.resume(reason));
  useBusEvent('compose:form-visibility', ({ open }) => {
    composeOpen.current = open;
  });

  useEffect(() => {
    const feed = createFeedNavigator();
    const run = (action: ShortcutAction): boolean => {
      switch (action) {
        case 'next':
          return feed.step(1);
        case 'previous':
          return feed.step(-1);
        case 'top':
          feed.scrollToTop();
          return true;
        case 'help':
          latestOpenHelp.current();
          return true;
        case 'like':
          return feed.clickCurrent('Like');
        case 'share':
          return feed.clickCurrent('Share');
        case 'reblog': {
          const post = feed.current();
          const postId = post?.dataset.postId;
          const reblogKey = post?.dataset.reblogKey;
          // Visitors cannot compose (the compose remote needs a login), so r does nothing for them.
          if (!postId || !reblogKey || !session.get().logged_in) return false;
          bus.emit('compose:open', { mode: 'reblog', postId, reblogKey });
          return true;
        }
        case 'open-blog': {
          const post = feed.current();
          const name = post?.dataset.blogName;
          if (!post || !name) return false;
          bus.emit('blog:open', { name, postId: post.dataset.postId });
          return true;
        }
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A held Enter would open the blog again and again.
      if (event.defaultPrevented || (event.repeat && event.key === 'Enter')) return;
      const action = shortcutFor(event);
      if (!action) return;
      if (reasons.current.active || composeOpen.current || isDialogOpen()) return;
      if (isTypingTarget(event.target) || isTypingTarget(document.activeElement)) return;
      if (action === 'open-blog' && isInteractiveTarget(event.target)) return;
      if (run(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      feed.dispose();
    };
  }, [bus, session]);
}
