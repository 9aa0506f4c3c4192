import { WINDOW_CHANNEL_PROTOCOL } from '@dash/shared-contracts';
import { createBus } from '@dash/remote-kit/src/bus';
import { createChannelHub, flushChannel } from './fake-broadcast-channel';
import { startWindowChannel } from './window-channel';

function tab(hub: ReturnType<typeof createChannelHub>, tabId: string) {
  const bus = createBus();
  const effects = { onLoggedOutElsewhere: jest.fn(), onLoggedInElsewhere: jest.fn(), onCurrentBlogElsewhere: jest.fn() };
  const port = hub.open();
  return { bus, effects, port, start: () => startWindowChannel({ bus, effects, port, tabId }) };
}

describe('startWindowChannel', () => {
  it("announces itself with sync and gets an ack with the other tab's cross-window state", async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    a.bus.emit('session:current-blog', { name: 'blue' });
    a.bus.emit('messaging:unread-changed', { total: 3, byBlog: { blue: 3 } });
    a.bus.emit('route:changed', { path: '/likes', search: '' });
    a.start();
    await flushChannel();
    const b = tab(hub, 'b');
    b.start();
    await flushChannel();
    expect(hub.sent).toContainEqual({ kind: 'sync', protocol: WINDOW_CHANNEL_PROTOCOL, from: 'b' });
    expect(hub.sent).toContainEqual({
      kind: 'ack',
      protocol: WINDOW_CHANNEL_PROTOCOL,
      from: 'a',
      to: 'b',
      state: { 'session:current-blog': { name: 'blue' }, 'messaging:unread-changed': { total: 3, byBlog: { blue: 3 } } },
    });
    expect(b.bus.last('messaging:unread-changed')).toEqual({ total: 3, byBlog: { blue: 3 } });
    expect(b.effects.onCurrentBlogElsewhere).toHaveBeenCalledWith('blue');
    // Not cross-window: stays in its tab.
    expect(b.bus.last('route:changed')).toBeUndefined();
  });

  it('does not send the replayed current value when it starts, only later changes', async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    a.bus.emit('session:current-blog', { name: 'blue' });
    a.start();
    await flushChannel();
    expect(hub.sent.filter((m) => (m as { kind: string }).kind === 'event')).toHaveLength(0);
  });

  it('relays cross-window facts to the other tab without echoing them back', async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    const b = tab(hub, 'b');
    a.start();
    b.start();
    await flushChannel();
    const seenInA = jest.fn();
    const seenInB = jest.fn();
    a.bus.on('blog:follow-changed', seenInA);
    b.bus.on('blog:follow-changed', seenInB);
    a.bus.emit('blog:follow-changed', { name: 'cats', following: true });
    await flushChannel();
    expect(seenInB).toHaveBeenCalledWith({ name: 'cats', following: true });
    expect(seenInA).toHaveBeenCalledTimes(1);
    const events = hub.sent.filter((m) => (m as { kind: string }).kind === 'event');
    expect(events).toEqual([
      {
        kind: 'event',
        protocol: WINDOW_CHANNEL_PROTOCOL,
        from: 'a',
        topic: 'blog:follow-changed',
        payload: { name: 'cats', following: true },
      },
    ]);
  });

  it('keeps tab-local facts in their tab', async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    const b = tab(hub, 'b');
    a.start();
    b.start();
    a.bus.emit('post:deleted', { postId: '1' });
    await flushChannel();
    expect(hub.sent.filter((m) => (m as { kind: string }).kind === 'event')).toHaveLength(0);
  });

  it('runs the logout and current-blog effects for facts from another tab', async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    const b = tab(hub, 'b');
    a.start();
    b.start();
    const loggedOutInB = jest.fn();
    b.bus.on('session:logged-out', loggedOutInB);
    a.bus.emit('session:current-blog', { name: 'green' });
    a.bus.emit('session:logged-out', {});
    await flushChannel();
    expect(b.effects.onCurrentBlogElsewhere).toHaveBeenCalledWith('green');
    expect(b.effects.onLoggedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(loggedOutInB).toHaveBeenCalledWith({});
    expect(a.effects.onLoggedOutElsewhere).not.toHaveBeenCalled();
  });

  it('runs the signed-in effect with the user for a sign-in in another tab', async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    const b = tab(hub, 'b');
    a.start();
    b.start();
    a.bus.emit('session:logged-in', { user: 'ann' });
    await flushChannel();
    expect(b.effects.onLoggedInElsewhere).toHaveBeenCalledWith('ann');
    expect(a.effects.onLoggedInElsewhere).not.toHaveBeenCalled();
  });

  it.each([
    ['session:tour-done', { user: 'ann' }],
    ['session:logged-in', { user: 'ann' }],
    ['blog:follow-changed', { name: 'cats', following: true }],
    ['blog:subscription-changed', { name: 'cats', subscribed: true, canSubscribe: true }],
    ['blog:blocked', { name: 'cats', blocked: true }],
    ['messaging:unread-changed', { total: 2, byBlog: { blue: 2 } }],
  ] as const)('round-trips %s: A to B, then B to A, each arriving once and never echoed', async (topic, payload) => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    const b = tab(hub, 'b');
    a.start();
    b.start();
    await flushChannel();
    const seenInA = jest.fn();
    const seenInB = jest.fn();
    a.bus.on(topic, seenInA);
    b.bus.on(topic, seenInB);
    a.bus.emit(topic, payload);
    await flushChannel();
    expect(seenInB).toHaveBeenCalledWith(payload);
    b.bus.emit(topic, payload);
    await flushChannel();
    expect(seenInA).toHaveBeenCalledTimes(2);
    expect(seenInB).toHaveBeenCalledTimes(2);
    const events = hub.sent.filter((m) => (m as { kind: string }).kind === 'event');
    expect(events.map((m) => (m as { from: string }).from)).toEqual(['a', 'b']);
  });

  it('hands on only the keys the schema knows (another version may send more)', async () => {
    const hub = createChannelHub();
    const b = tab(hub, 'b');
    b.start();
    const seen = jest.fn();
    b.bus.on('blog:follow-changed', seen);
    hub.open().postMessage({
      kind: 'event',
      protocol: WINDOW_CHANNEL_PROTOCOL,
      from: 'x',
      topic: 'blog:follow-changed',
      payload: { name: 'cats', following: true, extra: 'x'.repeat(1000) },
    });
    await flushChannel();
    expect(seen).toHaveBeenCalledWith({ name: 'cats', following: true });
  });

  it('ignores other protocols, invalid shapes, invalid payloads, unknown topics and acks for others', async () => {
    const hub = createChannelHub();
    const b = tab(hub, 'b');
    b.start();
    const intruder = hub.open();
    const seen = jest.fn();
    b.bus.on('blog:follow-changed', seen);
    intruder.postMessage({
      kind: 'event',
      protocol: 99,
      from: 'x',
      topic: 'blog:follow-changed',
      payload: { name: 'a', following: true },
    });
    intruder.postMessage({ kind: 'event', from: 'x', topic: 'blog:follow-changed' });
    intruder.postMessage('hello');
    intruder.postMessage({
      kind: 'event',
      protocol: WINDOW_CHANNEL_PROTOCOL,
      from: 'x',
      topic: 'blog:follow-changed',
      payload: { name: '' },
    });
    intruder.postMessage({
      kind: 'event',
      protocol: WINDOW_CHANNEL_PROTOCOL,
      from: 'x',
      topic: 'post:deleted',
      payload: { postId: '1' },
    });
    intruder.postMessage({ kind: 'event', protocol: WINDOW_CHANNEL_PROTOCOL, from: 'x', topic: 'nope', payload: {} });
    intruder.postMessage({
      kind: 'ack',
      protocol: WINDOW_CHANNEL_PROTOCOL,
      from: 'x',
      to: 'someone-else',
      state: { 'messaging:unread-changed': { total: 1, byBlog: {} } },
    });
    await flushChannel();
    expect(seen).not.toHaveBeenCalled();
    expect(b.bus.last('messaging:unread-changed')).toBeUndefined();
  });

  it('stops relaying after stop()', async () => {
    const hub = createChannelHub();
    const a = tab(hub, 'a');
    const b = tab(hub, 'b');
    const channelA = a.start();
    b.start();
    channelA.stop();
    const seen = jest.fn();
    b.bus.on('blog:follow-changed', seen);
    a.bus.emit('blog:follow-changed', { name: 'cats', following: false });
    await flushChannel();
    expect(seen).not.toHaveBeenCalled();
  });

  it('works as a no-op where there is no BroadcastChannel', () => {
    const channel = startWindowChannel({
      bus: createBus(),
      effects: { onLoggedOutElsewhere: jest.fn(), onLoggedInElsewhere: jest.fn(), onCurrentBlogElsewhere: jest.fn() },
      port: null,
      tabId: 'solo',
    });
    expect(channel.tabId).toBe('solo');
    expect(() => channel.stop()).not.toThrow();
  });
});
