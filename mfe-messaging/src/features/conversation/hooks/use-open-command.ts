import { findBlog, useBusEvent, useCurrentBlog, useRemote } from '@dash/remote-kit';
import { openWithBlog } from '../state/open-with-blog';

export const cannotOpenText = (name: string) => `Couldn't open a conversation with ${name}.`;

/**
 * The `messaging:open` command (owner: messaging): another remote's "Send a message" or a share asks
 * for a conversation with a blog, as `from` (one of the user's blogs) or the current blog. The blog is
 * looked up by name like the conversation addresses; a blog without a uuid, one of the user's own
 * blogs, or a failed lookup shows an error toast instead of a window.
 */
export function useOpenCommand(): void {
  const { api, session, bus } = useRemote();
  const currentName = useCurrentBlog();
  useBusEvent('messaging:open', ({ name, from }) => {
    const self = from ? (session.blogs.find((b) => b.name === from) ?? null) : findBlog(session.blogs, currentName);
    const fail = () => bus.emit('toast:show', { message: cannotOpenText(name), tone: 'error' });
    if (!self) return fail();
    openWithBlog(api, session.blogs, self, name)
      .then((opened) => {
        if (!opened) return fail();
        bus.emit('log:event', {
          event: 'messaging-interaction',
          data: { platform: 'web', action: 'conversation-open', recipient: name },
        });
      })
      .catch(fail);
  });
}
