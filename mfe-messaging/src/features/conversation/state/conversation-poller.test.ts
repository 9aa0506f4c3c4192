import { MESSAGING } from '@dash/shared-contracts';
import { ConversationPoller, type CheckResult } from './conversation-poller';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(answers: (() => CheckResult | Promise<CheckResult>)[], now = () => Date.now()) {
  const check = jest.fn(async () => {
    const next = answers.shift();
    if (!next) return 'unchanged' as const;
    return next();
  });
  const poller = new ConversationPoller({ check, intervalMs: 1000, now });
  return { poller, check };
}

async function tick(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

test('the backoff table is 1,1,1,1,2,2,2,2,4,4,4,4,8,8,8,8,16 and stays at 16', async () => {
  const { poller } = setup([]);
  poller.start();
  const intervals: number[] = [];
  for (let i = 0; i < 19; i += 1) {
    intervals.push(poller.currentInterval / 1000);
    await tick(poller.currentInterval);
  }
  expect(intervals).toEqual([...MESSAGING.conversationBackoff, 16, 16]);
  expect(MESSAGING.conversationBackoff).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 8, 8, 8, 8, 16]);
  poller.stop();
});

test('a change resets the backoff', async () => {
  const answers: (() => CheckResult)[] = [...Array(6).fill(() => 'unchanged'), () => 'changed'];
  const { poller } = setup(answers);
  poller.start();
  for (let i = 0; i < 6; i += 1) await tick(poller.currentInterval);
  expect(poller.currentInterval).toBe(2000);
  await tick(poller.currentInterval);
  expect(poller.currentInterval).toBe(1000);
  poller.stop();
});

test('typing polls at once and resets the backoff, at most once per 30 000 ms', async () => {
  let clock = 0;
  const { poller, check } = setup([], () => clock);
  poller.start();
  for (let i = 0; i < 5; i += 1) await tick(poller.currentInterval);
  expect(poller.currentInterval).toBe(2000);
  const before = check.mock.calls.length;
  clock = 40_000;
  poller.typing();
  await tick(0);
  expect(check.mock.calls.length).toBe(before + 1);
  expect(poller.currentInterval).toBe(1000);
  clock = 40_000 + 29_999;
  poller.typing();
  await tick(0);
  expect(check.mock.calls.length).toBe(before + 1); // too soon
  clock = 40_000 + 30_000;
  poller.typing();
  await tick(0);
  expect(check.mock.calls.length).toBe(before + 2);
  poller.stop();
});

test('stops after more than 3 consecutive errors; an ignored answer moves nothing', async () => {
  const fail = () => Promise.reject(new Error('down'));
  const { poller, check } = setup([() => 'ignored', fail, fail, fail, fail, () => 'unchanged']);
  poller.start();
  await tick(1000);
  expect(poller.currentInterval).toBe(1000); // ignored: no backoff step
  for (let i = 0; i < 4; i += 1) await tick(1000);
  expect(check).toHaveBeenCalledTimes(5);
  expect(poller.isRunning).toBe(false);
  await tick(60_000);
  expect(check).toHaveBeenCalledTimes(5);
});
