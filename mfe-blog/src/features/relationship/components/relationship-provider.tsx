import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBusEvent, useRemote } from '@dash/remote-kit';
import { commandDepsFrom, type CommandDeps } from '../lib/command-deps';
import { createRelationshipStore, type RelationshipStore } from '../lib/relationship-store';
import { runFollow, type FollowCommand } from '../../follow';
import { runSubscribe, type SubscribeCommand } from '../../subscription';
import { runBlock, type BlockCommand } from '../../block';

export interface RelationshipCommands {
  store: RelationshipStore;
  follow: (command: FollowCommand) => Promise<void>;
  subscribe: (command: SubscribeCommand) => Promise<void>;
  block: (command: BlockCommand) => Promise<void>;
}

const RelationshipContext = createContext<RelationshipCommands | null>(null);

/** The commands for components of this remote: the same code the bus commands run. */
export function useRelationshipCommands(): RelationshipCommands {
  const value = useContext(RelationshipContext);
  if (!value) throw new Error('useRelationshipCommands needs a RelationshipProvider (BlogRoot provides it)');
  return value;
}

function commandsFor(deps: CommandDeps): RelationshipCommands {
  return {
    store: deps.store,
    follow: (command) => runFollow(deps, command),
    subscribe: (command) => runSubscribe(deps, command),
    block: (command) => runBlock(deps, command),
  };
}

/**
 * Makes this remote the one owner of following, subscribing and blocking: it answers the
 * 'blog:follow', 'blog:subscribe' and 'blog:block' commands from anyone (commands sent before the
 * remote mounted are handed over when it starts listening).
 */
export function RelationshipProvider({ children }: { children: ReactNode }) {
  const props = useRemote();
  const loggedOut = useRef(false);
  const [store] = useState(createRelationshipStore);
  const [commands] = useState(() => commandsFor(commandDepsFrom(props, store, () => loggedOut.current)));
  useEffect(() => store.listen(props.bus), [store, props.bus]);

  useBusEvent('session:logged-out', () => {
    loggedOut.current = true;
  });
  useBusEvent('blog:follow', (command) => void commands.follow(command));
  useBusEvent('blog:subscribe', (command) => void commands.subscribe(command));
  useBusEvent('blog:block', (command) => void commands.block(command));

  return <RelationshipContext.Provider value={commands}>{children}</RelationshipContext.Provider>;
}
