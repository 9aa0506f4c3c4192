import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { useRelationshipCommands } from '../components/relationship-provider';
import { relationshipOf } from '../lib/relationship-store';

/**
 * The live follow/subscribe state of a loaded blog: its header answer first, then every fact
 * announced about it. `pending` says a change is under way (or waits for its confirmation).
 */
export function useRelationship(blog: Blog) {
  const { store } = useRelationshipCommands();
  const { name } = blog;
  useEffect(() => store.seed(name, relationshipOf(blog)), [store, name, blog]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const known = useSyncExternalStore(subscribe, () => store.get(name));
  const followPending = useSyncExternalStore(subscribe, () => store.isPending('follow', name));
  const subscribePending = useSyncExternalStore(subscribe, () => store.isPending('subscribe', name));
  const blockPending = useSyncExternalStore(subscribe, () => store.isPending('block', name));
  return { ...(known ?? relationshipOf(blog)), followPending, subscribePending, blockPending };
}
