import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { API_ROUTES, type MessagingServerData, type Session } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { NEW_MESSAGE_SOUND } from '../state/message-sound';
import { useUnreadPoller } from './use-unread-poller';

// The chime as the header widget runs it: the poller's own answers against a fake Audio.
const played: string[] = [];
let playResult: () => Promise<void> = () => Promise.resolve();
class FakeAudio {
  constructor(readonly src: string) {}
  play() {
    played.push(this.src);
    return playResult();
  }
}
const realAudio = window.Audio;
beforeAll(() => {
  window.Audio = FakeAudio as unknown as typeof Audio;
});
afterAll(() => {
  window.Audio = realAudio;
});
beforeEach(() => {
  played.length = 0;
  playResult = () => Promise.resolve();
});

const messagingData = (sounds: boolean): MessagingServerData => ({
  features: {
    minimize: true,
    icebreakers: true,
    persistence: true,
    desktop_notifications: true,
    sounds,
    gif_search: true,
    send_photos: true,
    tutorial: true,
  },
  inbox_poll_ms: 15_000,
  conversation_poll_ms: 15_000,
  image_upload_limit_bytes: 10_485_760,
  favorites_append_limit: 3,
});

function setup(session: Session = fakeSession({}, { is_sounds_enabled: true }), firstAnswer = 0) {
  let unread = firstAnswer;
  const bus = createFakeBus();
  const api = fakeApi((path) => (path === API_ROUTES.poll ? { unread_messages: { 'mk-alpha': { c1: unread } } } : {}));
  const props = remoteProps({ bus, api, session });
  const wrapper = ({ children }: { children: ReactNode }) => <RemoteProvider value={props}>{children}</RemoteProvider>;
  const view = renderHook(() => useUnreadPoller(), { wrapper });
  /** The next poll answers `count` unread: opening the inbox polls at once. */
  const pollWith = async (count: number) => {
    unread = count;
    await act(async () => {
      view.result.current.setInboxOpen(false);
      view.result.current.setInboxOpen(true);
      await Promise.resolve();
    });
  };
  const settle = () => act(async () => undefined);
  return { bus, view, pollWith, settle };
}

test('chimes when a later answer of its own poller raises the total, not for the first answer', async () => {
  const { view, pollWith, settle } = setup(undefined, 2);
  await settle(); // the mount's first poll: 0 -> 2 is only the starting point
  expect(view.result.current.counts.total).toBe(2);
  expect(played).toEqual([]);
  await pollWith(3);
  expect(view.result.current.counts.total).toBe(3);
  expect(played).toEqual([NEW_MESSAGE_SOUND.path]);
  await pollWith(1);
  await pollWith(1);
  expect(played).toHaveLength(1);
});

test("never chimes for counts another tab announced (that tab's poller chimed)", async () => {
  const { bus, view, pollWith, settle } = setup();
  await settle();
  act(() => bus.emit('messaging:unread-changed', { total: 4, byBlog: { alpha: 4 } }));
  expect(view.result.current.counts.total).toBe(4);
  await pollWith(4);
  expect(played).toEqual([]);
  await pollWith(5);
  expect(played).toHaveLength(1);
});

test("stays quiet with the user's preference off, and follows session:user-changed without a reload", async () => {
  const session = fakeSession({}, { is_sounds_enabled: false });
  const { bus, pollWith, settle } = setup(session);
  await settle();
  await pollWith(1);
  expect(played).toEqual([]);
  act(() => bus.emit('session:user-changed', { user: { ...session.user!, is_sounds_enabled: true } }));
  await pollWith(2);
  expect(played).toHaveLength(1);
  act(() => bus.emit('session:user-changed', { user: { ...session.user!, is_sounds_enabled: false } }));
  await pollWith(3);
  expect(played).toHaveLength(1);
});

test('stays quiet when the server turns sounds off, whatever the preference', async () => {
  const { pollWith, settle } = setup(fakeSession({ messaging: messagingData(false) }, { is_sounds_enabled: true }));
  await settle();
  await pollWith(1);
  expect(played).toEqual([]);
});

test('chimes with the server flag on and the preference on', async () => {
  const { pollWith, settle } = setup(fakeSession({ messaging: messagingData(true) }, { is_sounds_enabled: true }));
  await settle();
  await pollWith(1);
  expect(played).toHaveLength(1);
});

test('a refused play() is logged once as messaging-interaction sound-blocked', async () => {
  playResult = () => Promise.reject(Object.assign(new Error('autoplay'), { name: 'NotAllowedError' }));
  const { bus, pollWith, settle } = setup();
  await settle();
  await pollWith(1);
  await pollWith(2);
  await settle();
  expect(played).toHaveLength(2);
  expect(bus.payloads('log:event')).toEqual([
    { event: 'messaging-interaction', data: { platform: 'web', action: 'sound-blocked', message: 'NotAllowedError: autoplay' } },
  ]);
});
