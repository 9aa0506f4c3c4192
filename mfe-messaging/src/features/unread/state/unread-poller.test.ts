import type { PollResponse } from '@dash/shared-contracts';
import { countsFromPoll, type UnreadCounts } from './unread-counts';
import { UnreadPoller } from './unread-poller';

const blogs = [
  { name: 'alpha', mention_key: 'k-alpha' },
  { name: 'beta', mention_key: 'k-beta' },
];

function answer(alpha: number, beta = 0): PollResponse {
  return { unread_messages: { 'k-alpha': { c1: alpha }, 'k-beta': { c2: beta } } };
}

function setup(responses: Array<PollResponse | Error>) {
  const fetch = jest.fn(async () => {
    const next = responses.length > 1 ? responses.shift()! : responses[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const changes: UnreadCounts[] = [];
  const poller = new UnreadPoller({
    fetch,
    toCounts: (r) => countsFromPoll(r, blogs),
    onChange: (c) => changes.push(c),
    timers: { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
  });
  return { fetch, changes, poller };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('polls at once, then every 60 s while the inbox is closed', async () => {
  const { fetch, poller, changes } = setup([answer(1), answer(2)]);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(changes).toEqual([{ total: 1, byBlog: { alpha: 1, beta: 0 } }]);
  await jest.advanceTimersByTimeAsync(59_999);
  expect(fetch).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(changes.at(-1)).toEqual({ total: 2, byBlog: { alpha: 2, beta: 0 } });
  poller.stop();
});

test('opening the inbox polls at once and then every 15 s', async () => {
  const { fetch, poller } = setup([answer(1), answer(2), answer(3), answer(4)]);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  poller.setInboxOpen(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(poller.currentInterval).toBe(15_000);
  await jest.advanceTimersByTimeAsync(15_000);
  expect(fetch).toHaveBeenCalledTimes(3);
  poller.setInboxOpen(false);
  expect(poller.currentInterval).toBe(60_000);
  await jest.advanceTimersByTimeAsync(15_000);
  expect(fetch).toHaveBeenCalledTimes(3);
  poller.stop();
});

test('backs off 1,1,2,2,4 while the answer is unchanged and resets on change', async () => {
  const same = answer(5);
  const { poller, fetch } = setup([same]);
  poller.setInboxOpen(true); // not running yet: only sets the interval
  poller.start();
  await jest.advanceTimersByTimeAsync(0); // first answer is a change
  const intervals: number[] = [poller.currentInterval];
  for (let i = 0; i < 5; i += 1) {
    await jest.advanceTimersByTimeAsync(poller.currentInterval);
    intervals.push(poller.currentInterval);
  }
  expect(intervals).toEqual([15_000, 15_000, 30_000, 30_000, 60_000, 60_000]);
  fetch.mockResolvedValueOnce(answer(6));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(poller.currentInterval).toBe(15_000);
  poller.stop();
});

test('ignores an answer carrying the error flag', async () => {
  const { poller, changes, fetch } = setup([answer(3), { error: true }, answer(3)]);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(changes).toHaveLength(1);
  expect(poller.currentCounts.total).toBe(3);
  poller.stop();
});

test('stops after more than 3 consecutive errors', async () => {
  const { poller, fetch } = setup([new Error('offline')]);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 3; i += 1) await jest.advanceTimersByTimeAsync(60_000);
  expect(fetch).toHaveBeenCalledTimes(4);
  expect(poller.hasGivenUp).toBe(true);
  expect(poller.isRunning).toBe(false);
  await jest.advanceTimersByTimeAsync(600_000);
  expect(fetch).toHaveBeenCalledTimes(4);
});

test('a success between errors resets the error count', async () => {
  const { poller, fetch } = setup([
    new Error('x'),
    new Error('x'),
    new Error('x'),
    answer(1),
    new Error('x'),
    new Error('x'),
    answer(1),
  ]);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 6; i += 1) await jest.advanceTimersByTimeAsync(poller.currentInterval);
  expect(fetch).toHaveBeenCalledTimes(7);
  expect(poller.isRunning).toBe(true);
  poller.stop();
});

test('adopted counts (from another tab) are not reported again', async () => {
  const { poller, changes } = setup([answer(4)]);
  poller.adopt({ total: 4, byBlog: { alpha: 4, beta: 0 } });
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  expect(changes).toEqual([]);
  poller.stop();
});

test('each change names the previous counts (adopted ones included) and whether it was the first answer', async () => {
  const fetch = jest
    .fn<Promise<PollResponse>, []>()
    .mockResolvedValueOnce({ error: true })
    .mockResolvedValueOnce(answer(2))
    .mockResolvedValueOnce(answer(5))
    .mockResolvedValueOnce(answer(6));
  const seen: Array<[number, number, boolean]> = [];
  const poller = new UnreadPoller({
    fetch,
    toCounts: (r) => countsFromPoll(r, blogs),
    onChange: (counts, change) => seen.push([change.previous.total, counts.total, change.firstAnswer]),
    initialCounts: { total: 1, byBlog: { alpha: 1 } },
  });
  poller.start();
  await jest.advanceTimersByTimeAsync(0); // error flag: ignored, not an answer
  await poller.poll();
  poller.adopt({ total: 4, byBlog: { alpha: 4, beta: 0 } });
  await poller.poll();
  await poller.poll();
  expect(seen).toEqual([
    [1, 2, true],
    [4, 5, false],
    [5, 6, false],
  ]);
  poller.stop();
});

test('pausing stops the timer and resuming polls at once', async () => {
  const { poller, fetch } = setup([answer(1)]);
  poller.start();
  await jest.advanceTimersByTimeAsync(0);
  poller.setPaused(true);
  await jest.advanceTimersByTimeAsync(300_000);
  expect(fetch).toHaveBeenCalledTimes(1);
  poller.setPaused(false);
  await jest.advanceTimersByTimeAsync(0);
  expect(fetch).toHaveBeenCalledTimes(2);
  poller.stop();
});

test('counts sum each blog by mention key', () => {
  expect(countsFromPoll({ unread_messages: { 'k-alpha': { a: 2, b: 3 }, 'k-beta': { c: 1 }, other: { d: 1 } } }, blogs)).toEqual({
    total: 7,
    byBlog: { alpha: 5, beta: 1 },
  });
});
