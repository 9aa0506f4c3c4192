import { useState } from 'react';
import { useRemote } from '../app/remote-context';
import { useBusEvent } from './use-bus-event';

/** The current blog: the session's at mount, then every `session:current-blog` fact. */
export function useCurrentBlog(): string | null {
  const { session } = useRemote();
  const [name, setName] = useState<string | null>(session.current_blog);
  useBusEvent('session:current-blog', (payload) => setName(payload.name));
  return name;
}
