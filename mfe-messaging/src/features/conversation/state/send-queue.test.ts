import { ApiError, type Message } from '@dash/shared-contracts';
import { describeSendError, PERMANENT_FAILURE_TEXT, SendQueue, VERIFY_EMAIL_TEXT, type Outgoing } from './send-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const saved = (text: string, ts: string): Message => ({
  conversation_id: '7',
  type: 'TEXT',
  ts,
  participant: 't:alpha',
  content: { text },
});

function setup(verified = true) {
  const calls: { text: string; answer: ReturnType<typeof deferred<Message>> }[] = [];
  const sent: Message[] = [];
  let items: readonly Outgoing[] = [];
  const queue = new SendQueue({
    send: (text) => {
      const answer = deferred<Message>();
      calls.push({ text, answer });
      return answer.promise;
    },
    onSent: (m) => sent.push(m),
    onChange: (next) => (items = next),
    isVerified: () => verified,
    random: () => 0,
  });
  const flushPromises = () => new Promise((r) => setTimeout(r, 0));
  return { queue, calls, sent, items: () => items, flushPromises };
}

test('a message shows at once, is pending while saving, and leaves the queue when sent', async () => {
  const { queue, calls, sent, items, flushPromises } = setup();
  queue.enqueue('hello');
  expect(items()).toHaveLength(1);
  expect(items()[0]?.status).toBe('pending'); // queued, then sent at once (nothing ahead of it)
  expect(calls).toHaveLength(1);
  calls[0]!.answer.resolve(saved('hello', '1'));
  await flushPromises();
  expect(items()).toHaveLength(0);
  expect(sent.map((m) => m.content?.text)).toEqual(['hello']);
});

test('sends one at a time: the next waits queued until the first is saved', async () => {
  const { queue, calls, items, flushPromises } = setup();
  queue.enqueue('one');
  queue.enqueue('two');
  expect(items().map((i) => i.status)).toEqual(['pending', 'queued']);
  expect(calls).toHaveLength(1);
  calls[0]!.answer.resolve(saved('one', '1'));
  await flushPromises();
  expect(calls.map((c) => c.text)).toEqual(['one', 'two']);
  expect(items().map((i) => [i.text, i.status])).toEqual([['two', 'pending']]);
});

test('stops at the first failure; Retry requeues the failed message at the end and goes on', async () => {
  const { queue, calls, items, flushPromises } = setup();
  queue.enqueue('one');
  queue.enqueue('two');
  calls[0]!.answer.reject(new ApiError(500, 'boom'));
  await flushPromises();
  expect(items().map((i) => [i.text, i.status, i.canRetry, i.errorText])).toEqual([
    ['one', 'failed', true, "Hrm. Post didn't send."],
    ['two', 'queued', false, null],
  ]);
  expect(calls).toHaveLength(1); // stopped
  queue.retry(items()[0]!.key);
  // "one" moved behind "two", which goes first.
  expect(items().map((i) => [i.text, i.status])).toEqual([
    ['two', 'pending'],
    ['one', 'queued'],
  ]);
  expect(items()[1]?.hasFailed).toBe(true);
  calls[1]!.answer.resolve(saved('two', '2'));
  await flushPromises();
  expect(items().map((i) => [i.text, i.status])).toEqual([['one', 'pending']]);
  calls[2]!.answer.resolve(saved('one', '3'));
  await flushPromises();
  expect(items()).toEqual([]);
});

test.each([403, 404, 428])('status %i is permanent: "Can\'t send this post." and no retry; Close drops it', async (status) => {
  const { queue, calls, items, flushPromises } = setup();
  queue.enqueue('one');
  queue.enqueue('two');
  calls[0]!.answer.reject(new ApiError(status, 'no'));
  await flushPromises();
  expect(items()[0]).toMatchObject({ status: 'failed', canRetry: false, errorText: PERMANENT_FAILURE_TEXT });
  queue.retry(items()[0]!.key);
  expect(calls).toHaveLength(1); // Retry is refused
  queue.dismiss(items()[0]!.key);
  expect(items().map((i) => [i.text, i.status])).toEqual([['two', 'pending']]);
});

test('without a verified e-mail nothing is sent: the verify message, no retry', () => {
  const { queue, calls, items } = setup(false);
  queue.enqueue('hi');
  expect(calls).toHaveLength(0);
  expect(items()[0]).toMatchObject({ status: 'failed', canRetry: false, errorText: VERIFY_EMAIL_TEXT });
});

test('describeSendError: the server refusing an unverified e-mail, and the random retryable messages', () => {
  const unverified = new ApiError(403, 'x', [
    { code: 'EMAIL_NOT_VERIFIED', detail: 'Please verify your email address before talking to a Tumblr.' },
  ] as never);
  expect(describeSendError(unverified)).toEqual({ retryable: false, text: VERIFY_EMAIL_TEXT });
  expect(describeSendError(new Error('network'), () => 0.99)).toEqual({ retryable: true, text: 'Sending machine broke.' });
  expect(describeSendError(new ApiError(500, 'down'), () => 0)).toEqual({ retryable: true, text: "Hrm. Post didn't send." });
  expect(describeSendError(new ApiError(409, 'x'))).toEqual({
    retryable: true,
    text: 'You can only send messages to Tumblrs you follow.',
  });
  expect(describeSendError(new ApiError(429, 'x'))).toEqual({
    retryable: true,
    text: "You've hit the daily limit on new conversations. Impressive.",
  });
});
