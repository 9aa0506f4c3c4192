import type { DialogResult } from '@dash/remote-kit';
import type { TopicPayload } from '@dash/shared-contracts';
import { createFakeBus, fakeApi, type FakeBus } from '@dash/remote-kit/src/testing';
import type { CommandDeps } from '../features/relationship/lib/command-deps';
import { createRelationshipStore } from '../features/relationship/lib/relationship-store';

/** Command dependencies made of the kit's fakes: signed in as ann, acting as "alpha". */
export function fakeCommandDeps(overrides: Partial<CommandDeps> = {}) {
  const bus = createFakeBus();
  const api = fakeApi();
  const store = createRelationshipStore();
  store.listen(bus);
  const assign = jest.fn();
  const deps: CommandDeps = {
    api,
    bus,
    store,
    isAnonymous: () => false,
    currentBlog: () => 'alpha',
    ownBlogs: () => ['alpha'],
    assign,
    ...overrides,
  };
  return { deps, bus, api, store, assign };
}

/**
 * Plays the shell's dialog service: records every dialog asked for and answers each with the next
 * of `results` (cancel once they run out), as the user would.
 */
export function answerDialogs(bus: FakeBus, ...results: DialogResult[]) {
  const asked: Array<TopicPayload<'dialog:open'>> = [];
  bus.on('dialog:open', (request) => {
    asked.push(request);
    bus.emit('dialog:closed', { id: request.id, result: results.shift() ?? 'cancel' });
  });
  return asked;
}

/** Facts and commands this remote emitted, in order, for the topics given. */
export function emittedOn(bus: FakeBus, ...topics: string[]) {
  return bus.emitted.filter((e) => topics.includes(e.topic)).map((e) => ({ [e.topic]: e.payload }));
}
