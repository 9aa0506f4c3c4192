import { createBus } from '@dash/remote-kit/src/bus';
import { LOG_FLUSH_MS, LOG_LIMITS, type LogEvent } from '@dash/shared-contracts/src/log-events';
import { createLogCollector } from './log-collector';
import { batchBodies, startLogger, type Logger } from './logger';
import { sendLogBody } from './log-transport';

type Sent = { url: string; events: LogEvent[] };

function setup(options: { send?: typeof sendLogBody } = {}) {
  const bus = createBus();
  const collector = createLogCollector(bus, window);
  const sent: Sent[] = [];
  const send: typeof sendLogBody =
    options.send ??
    ((_win, url, body) => {
      sent.push({ url, events: JSON.parse(body) as LogEvent[] });
      return 'beacon';
    });
  const start = () => startLogger({ win: window, collector, formKey: () => 'key/1', remotes: 'blog@1.2.0 share@1.0.0', send });
  return { bus, sent, start };
}

let logger: Logger | null = null;
afterEach(() => {
  logger?.stop();
  logger = null;
  jest.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the event', () => {
  it('carries log_key, uuid, event, ts, rid, elapsed, data and env (page, viewport, language, remotes)', () => {
    const { bus, sent, start } = setup();
    logger = start();
    window.history.pushState(null, '', '/tagged/cats');
    const before = Date.now();
    bus.emit('log:event', { event: 'gifsearch:select', data: { query: 'cats', index: 2, nested: { a: 1 }, gone: undefined } });
    bus.emit('log:event', { event: 'gifsearch:impression', data: { query: 'cats' } });
    logger.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/svc/log/lady?form_key=key%2F1');
    const [first, second] = sent[0]?.events ?? [];
    expect(first).toEqual({
      log_key: 'lady',
      uuid: expect.any(String),
      event: 'gifsearch:select',
      ts: expect.any(Number),
      rid: expect.any(String),
      elapsed: expect.any(Number),
      data: { query: 'cats', index: 2, nested: '{"a":1}' },
      env: {
        page: '/tagged/cats',
        viewport: `${window.innerWidth}x${window.innerHeight}`,
        language: navigator.language,
        remotes: 'blog@1.2.0 share@1.0.0',
      },
    });
    expect(first?.ts).toBeGreaterThanOrEqual(before);
    expect(first?.uuid).not.toBe(second?.uuid);
    // One rid per page load.
    expect(first?.rid).toBe(second?.rid);
  });

  it('keeps the events sent before the logger loaded, with their own time and page', () => {
    const { bus, sent, start } = setup();
    window.history.pushState(null, '', '/dashboard');
    bus.emit('log:event', { event: 'VideoPlayer', data: { action: 'initialLoad' } });
    window.history.pushState(null, '', '/explore');
    logger = start();
    logger.flush();
    expect(sent[0]?.events.map((e) => [e.event, e.env.page])).toEqual([['VideoPlayer', '/dashboard']]);
  });

  it('sends client errors to /services/cslog and the rest to /svc/log/lady', () => {
    const { bus, sent, start } = setup();
    logger = start();
    bus.emit('log:event', { event: 'client-error', data: { what: 'account menu', message: 'ChunkLoadError' } });
    bus.emit('log:event', { event: 'popover:blogcard:open', data: { name: 'ann' } });
    logger.flush();
    expect(sent.map((s) => [s.url.split('?')[0], s.events.map((e) => [e.log_key, e.event])])).toEqual([
      ['/svc/log/lady', [['lady', 'popover:blogcard:open']]],
      ['/services/cslog', [['cslog', 'client-error']]],
    ]);
  });

  it('cuts what the intake would refuse: long texts, too many fields, long names', () => {
    const { bus, sent, start } = setup();
    logger = start();
    const many = Object.fromEntries(Array.from({ length: LOG_LIMITS.fields + 5 }, (_, i) => [`k${i}`, i]));
    bus.emit('log:event', { event: 'x'.repeat(300), data: { ...many } });
    bus.emit('log:event', { event: 'y', data: { q: 'q'.repeat(LOG_LIMITS.text + 10), nan: Number.NaN } });
    logger.flush();
    const [a, b] = sent[0]?.events ?? [];
    expect(a?.event).toHaveLength(LOG_LIMITS.eventName);
    expect(Object.keys(a?.data ?? {})).toHaveLength(LOG_LIMITS.fields);
    expect(b?.data.q).toHaveLength(LOG_LIMITS.text);
    expect(b?.data.nan).toBeNull();
  });
});

describe('the buffer', () => {
  it('holds events until a flush, sends nothing when empty, and keeps the newest 500', () => {
    const { bus, sent, start } = setup();
    logger = start();
    logger.flush();
    expect(sent).toHaveLength(0);
    for (let i = 0; i < LOG_LIMITS.buffered + 20; i++) bus.emit('log:event', { event: 'e', data: { i } });
    expect(logger.pending()).toHaveLength(LOG_LIMITS.buffered);
    expect(logger.pending()[0]?.data.i).toBe(20);
    logger.flush();
    expect(logger.pending()).toHaveLength(0);
    expect(sent.flatMap((s) => s.events)).toHaveLength(LOG_LIMITS.buffered);
  });

  it('splits a flush into requests of at most 100 events and under 64 KB', () => {
    const event = (i: number, size: number): LogEvent => ({
      log_key: 'lady',
      uuid: `u${i}`,
      event: 'e',
      ts: 1,
      rid: 'r',
      elapsed: 0,
      data: { q: 'é'.repeat(size) },
      env: {},
    });
    const small = batchBodies(Array.from({ length: 250 }, (_, i) => event(i, 1)));
    expect(small.map((b) => (JSON.parse(b) as unknown[]).length)).toEqual([100, 100, 50]);
    const big = batchBodies(Array.from({ length: 30 }, (_, i) => event(i, 2000)));
    for (const body of big) expect(Buffer.byteLength(body, 'utf8')).toBeLessThan(LOG_LIMITS.bodyBytes);
    expect(big.length).toBeGreaterThan(1);
    expect(big.flatMap((b) => JSON.parse(b) as unknown[])).toHaveLength(30);
  });
});

describe('when it flushes', () => {
  it('every 15 s', () => {
    jest.useFakeTimers();
    const { bus, sent, start } = setup();
    logger = start();
    bus.emit('log:event', { event: 'a', data: {} });
    jest.advanceTimersByTime(LOG_FLUSH_MS - 1);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    bus.emit('log:event', { event: 'b', data: {} });
    jest.advanceTimersByTime(LOG_FLUSH_MS);
    expect(sent.map((s) => s.events[0]?.event)).toEqual(['a', 'b']);
  });

  it('on pagehide', () => {
    const { bus, sent, start } = setup();
    logger = start();
    bus.emit('log:event', { event: 'a', data: {} });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
  });

  it('when the page turns hidden, not when it turns visible', () => {
    const { bus, sent, start } = setup();
    logger = start();
    bus.emit('log:event', { event: 'a', data: {} });
    setVisibility('visible');
    expect(sent).toHaveLength(0);
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
    setVisibility('visible');
  });

  it('no more once stopped', () => {
    jest.useFakeTimers();
    const { bus, sent, start } = setup();
    logger = start();
    logger.stop();
    bus.emit('log:event', { event: 'a', data: {} });
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(LOG_FLUSH_MS * 2);
    expect(sent).toHaveLength(0);
  });
});

describe('the transport', () => {
  const nav = navigator as Omit<Navigator, 'sendBeacon'> & { sendBeacon?: unknown };
  let xhrs: { method: string; url: string; async: boolean; headers: Record<string, string>; body: unknown }[];
  const RealXhr = window.XMLHttpRequest;
  beforeEach(() => {
    xhrs = [];
    class FakeXhr {
      private call = { method: '', url: '', async: true, headers: {} as Record<string, string>, body: undefined as unknown };
      open(method: string, url: string, async: boolean) {
        Object.assign(this.call, { method, url, async });
      }
      setRequestHeader(name: string, value: string) {
        this.call.headers[name] = value;
      }
      send(body: unknown) {
        this.call.body = body;
        xhrs.push(this.call);
      }
    }
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = RealXhr;
    delete nav.sendBeacon;
  });

  it('sends by beacon as text (a string body is sent as text/plain)', () => {
    const beacon = jest.fn(() => true);
    nav.sendBeacon = beacon;
    expect(sendLogBody(window, '/svc/log/lady?form_key=k', '[1]')).toBe('beacon');
    expect(beacon).toHaveBeenCalledWith('/svc/log/lady?form_key=k', '[1]');
    expect(xhrs).toHaveLength(0);
  });

  it('falls back to a synchronous text/plain XHR when sendBeacon returns false', () => {
    nav.sendBeacon = jest.fn(() => false);
    expect(sendLogBody(window, '/svc/log/lady?form_key=k', '[1]')).toBe('xhr');
    expect(xhrs).toEqual([
      {
        method: 'POST',
        url: '/svc/log/lady?form_key=k',
        async: false,
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: '[1]',
      },
    ]);
  });

  it('falls back to the XHR when sendBeacon is missing or throws', () => {
    delete nav.sendBeacon;
    expect(sendLogBody(window, '/a', '[]')).toBe('xhr');
    nav.sendBeacon = () => {
      throw new TypeError('bad');
    };
    expect(sendLogBody(window, '/b', '[]')).toBe('xhr');
    expect(xhrs.map((x) => x.url)).toEqual(['/a', '/b']);
  });

  it('drops the body quietly when the XHR is refused too', () => {
    nav.sendBeacon = () => false;
    window.XMLHttpRequest = class {
      open() {
        throw new DOMException('Synchronous XHR in page dismissal', 'NetworkError');
      }
    } as unknown as typeof XMLHttpRequest;
    expect(sendLogBody(window, '/a', '[]')).toBe('failed');
  });

  it('is what the logger uses on page hide', () => {
    const beacon = jest.fn(() => false);
    nav.sendBeacon = beacon;
    const bus = createBus();
    const collector = createLogCollector(bus, window);
    logger = startLogger({ win: window, collector, formKey: () => 'k', remotes: '' });
    bus.emit('log:event', { event: 'gifsearch:search', data: { query: 'dogs' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(xhrs).toHaveLength(1);
    expect((JSON.parse(xhrs[0]?.body as string) as LogEvent[])[0]?.data).toEqual({ query: 'dogs' });
  });
});
