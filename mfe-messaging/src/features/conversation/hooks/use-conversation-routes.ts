import { useEffect, useRef } from 'react';
import { findBlog, useCurrentBlog, useLocationPath, useRemote } from '@dash/remote-kit';
import { openWithBlog } from '../state/open-with-blog';

/** The blog name an address asks to talk to (spec 2 §2 routes), or null. */
export function conversationRequest(pathname: string, search: string): { name: string; fromQuery: boolean } | null {
  const path = /^\/(?:conversation\/new|messaging\/conversation)\/([^/]+)\/?$/.exec(pathname);
  if (path?.[1]) {
    try {
      return { name: decodeURIComponent(path[1]), fromQuery: false };
    } catch {
      return null;
    }
  }
  if (pathname === '/dashboard') {
    const name = new URLSearchParams(search).get('conversation');
    if (name) return { name, fromQuery: true };
  }
  return null;
}

/**
 * Opens a conversation for `/conversation/new/{name}`, `/messaging/conversation/{name}` and
 * `/dashboard?conversation={name}`: the blog is looked up by name (its popover data); with a uuid a
 * conversation with it opens, otherwise nothing does. The query parameter is then removed.
 */
export function useConversationRoutes(): void {
  const { api, session } = useRemote();
  const path = useLocationPath();
  const currentName = useCurrentBlog();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const search = window.location.search;
    const request = conversationRequest(path, search);
    const marker = `${path}${search}`;
    if (!request) {
      handled.current = null;
      return undefined;
    }
    if (handled.current === marker) return undefined;
    handled.current = marker;
    if (request.fromQuery) {
      const params = new URLSearchParams(search);
      params.delete('conversation');
      const rest = params.toString();
      window.history.replaceState(window.history.state, '', `${path}${rest ? `?${rest}` : ''}${window.location.hash}`);
    }
    const self = findBlog(session.blogs, currentName);
    if (!self || !session.user?.can_message) return undefined;
    let cancelled = false;
    // A lookup that comes back after the address moved on opens nothing.
    openWithBlog(api, session.blogs, self, request.name, () => !cancelled).catch(() => undefined); // no uuid, no conversation (spec 2 §2)
    return () => {
      cancelled = true;
    };
  }, [api, path, currentName, session]);
}
