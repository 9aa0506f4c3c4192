import { createBus, COMMAND_BUFFER_LIMIT } from './create-bus';
import type * as CreateBusModule from './create-bus';

describe('createBus', () => {
  it('delivers a payload to every subscriber and on() returns its own unsubscribe', () => {
    const bus = createBus();
    const a = jest.fn();
    const b = jest.fn();
    const offA = bus.on('post:deleted', a);
    bus.on('post:deleted', b);
    bus.emit('post:deleted', { postId: '1' });
    offA();
    bus.emit('post:deleted', { postId: '2' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith({ postId: '1' });
    expect(b.mock.calls).toEqual([[{ postId: '1' }], [{ postId: '2' }]]);
  });

  it('replays the last value of a replay topic to a late subscriber, and last() returns it', () => {
    const bus = createBus();
    expect(bus.last('session:current-blog')).toBeUndefined();
    bus.emit('session:current-blog', { name: 'first' });
    bus.emit('session:current-blog', { name: 'second' });
    const late = jest.fn();
    bus.on('session:current-blog', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ name: 'second' });
    expect(bus.last('session:current-blog')).toEqual({ name: 'second' });
  });

  it('does not replay plain facts', () => {
    const bus = createBus();
    bus.emit('post:deleted', { postId: '1' });
    const late = jest.fn();
    bus.on('post:deleted', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('post:deleted')).toBeUndefined();
  });

  it('buffers commands until the first subscriber and hands them over in order', () => {
    const bus = createBus();
    bus.emit('compose:open', { mode: 'new', type: 'text' });
    bus.emit('compose:open-fast', {});
    bus.emit('compose:open', { mode: 'reblog', postId: '9' });
    const owner = jest.fn();
    bus.on('compose:open', owner);
    expect(owner.mock.calls).toEqual([[{ mode: 'new', type: 'text' }], [{ mode: 'reblog', postId: '9' }]]);
    const second = jest.fn();
    bus.on('compose:open', second);
    expect(second).not.toHaveBeenCalled();
  });

  it(`keeps at most ${COMMAND_BUFFER_LIMIT} buffered commands per topic, dropping the oldest`, () => {
    const bus = createBus();
    for (let i = 0; i < COMMAND_BUFFER_LIMIT + 5; i += 1) bus.emit('toast:show', { message: `m${i}` });
    const owner = jest.fn();
    bus.on('toast:show', owner);
    expect(owner).toHaveBeenCalledTimes(COMMAND_BUFFER_LIMIT);
    expect(owner.mock.calls[0]?.[0]).toEqual({ message: 'm5' });
  });

  it('buffers again once every subscriber has left', () => {
    const bus = createBus();
    const off = bus.on('share:open', jest.fn());
    off();
    const anchor = { top: 0, left: 0, width: 1, height: 1 };
    bus.emit('share:open', { postId: '1', blogName: 'b', anchor });
    const next = jest.fn();
    bus.on('share:open', next);
    expect(next).toHaveBeenCalledWith({ postId: '1', blogName: 'b', anchor });
  });

  it('throws a clear error for an invalid payload outside production', () => {
    const bus = createBus();
    const handler = jest.fn();
    bus.on('session:current-blog', handler);
    expect(() => bus.emit('session:current-blog', { name: '' })).toThrow(
      /Invalid payload for bus topic "session:current-blog": name: /,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('skips validation when told to (production)', () => {
    const bus = createBus({ validate: false });
    const handler = jest.fn();
    bus.on('session:current-blog', handler);
    bus.emit('session:current-blog', { name: '' });
    expect(handler).toHaveBeenCalledWith({ name: '' });
  });

  it('rejects an unknown topic', () => {
    const bus = createBus();
    expect(() => bus.on('nope:nope' as never, jest.fn())).toThrow('Unknown bus topic "nope:nope".');
  });

  it('isolates a throwing handler from the emitter and the other handlers', () => {
    const onHandlerError = jest.fn();
    const bus = createBus({ onHandlerError });
    const after = jest.fn();
    bus.on('post:deleted', () => {
      throw new Error('boom');
    });
    bus.on('post:deleted', after);
    expect(() => bus.emit('post:deleted', { postId: '1' })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ postId: '1' });
    expect(onHandlerError).toHaveBeenCalledWith('post:deleted', expect.objectContaining({ message: 'boom' }));
    bus.emit('post:deleted', { postId: '2' });
    expect(onHandlerError).toHaveBeenCalledTimes(2);
  });

  it('reports a throwing handler to console.error by default', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createBus();
    bus.on('post:deleted', () => {
      throw new Error('boom');
    });
    bus.emit('post:deleted', { postId: '1' });
    expect(spy).toHaveBeenCalledWith('[dash bus] a handler of "post:deleted" threw', expect.any(Error));
    spy.mockRestore();
  });
});

describe('createBus in a production build', () => {
  const original = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = original;
  });

  /** create-bus as webpack builds it for production (process.env.NODE_ENV === 'production'). */
  function productionCreateBus(): typeof createBus {
    let loaded: typeof createBus | undefined;
    jest.isolateModules(() => {
      process.env.NODE_ENV = 'production';
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      loaded = (require('./create-bus') as typeof CreateBusModule).createBus;
    });
    if (!loaded) throw new Error('create-bus did not load');
    return loaded;
  }

  it('does not validate payloads, even when asked to: the schemas are not in the build', () => {
    const bus = productionCreateBus()({ validate: true });
    const handler = jest.fn();
    bus.on('session:current-blog', handler);
    expect(() => bus.emit('session:current-blog', { name: '' })).not.toThrow();
    expect(handler).toHaveBeenCalledWith({ name: '' });
  });

  it('validates in development builds by default', () => {
    process.env.NODE_ENV = 'development';
    let devBus: typeof createBus | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      devBus = (require('./create-bus') as typeof CreateBusModule).createBus;
    });
    expect(() => devBus!().emit('post:deleted', { postId: 1 } as never)).toThrow(
      'Invalid payload for bus topic "post:deleted": postId: Expected string, received number',
    );
  });
});

describe('commands that a remote owns', () => {
  it('wait for their owner even while other remotes listen, and tell the platform who owns them', () => {
    const owned = jest.fn();
    const bus = createBus({ onOwnedCommand: owned });
    const messaging = jest.fn();
    bus.forRemote('messaging').on('compose:open-fast', messaging);
    bus.emit('compose:open-fast', {});
    expect(owned).toHaveBeenCalledWith('compose', 'compose:open-fast');
    expect(messaging).toHaveBeenCalledTimes(1);
    expect(bus.ownerListens('compose:open-fast')).toBe(false);
    const compose = jest.fn();
    bus.forRemote('compose').on('compose:open-fast', compose);
    expect(compose).toHaveBeenCalledWith({});
    expect(bus.ownerListens('compose:open-fast')).toBe(true);
    bus.emit('compose:open-fast', {});
    expect(compose).toHaveBeenCalledTimes(2);
    expect(messaging).toHaveBeenCalledTimes(2);
  });

  it('are not kept once the owner listens, and are kept again after it leaves', () => {
    const bus = createBus({ validate: false });
    const share = jest.fn();
    const off = bus.forRemote('share').on('share:open', share);
    off();
    expect(bus.ownerListens('share:open')).toBe(false);
    bus.emit('share:open', { postId: '1' } as never);
    const again = jest.fn();
    bus.forRemote('share').on('share:open', again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(share).not.toHaveBeenCalled();
  });
});
