import type { Participant } from '@dash/shared-contracts';
import { RecipientSearch } from './recipient-search';

const blog = (name: string) => ({ name, uuid: `t:${name}` }) as Participant;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

test('favourites load at once; a typed query waits 250 ms after the last keystroke', async () => {
  const fetcher = jest.fn((q: string) => Promise.resolve([blog(q || 'fav')]));
  const search = new RecipientSearch(fetcher);
  search.setQuery('');
  expect(fetcher).toHaveBeenCalledWith('', expect.any(AbortSignal));
  await Promise.resolve();
  expect(search.getState().results).toEqual([blog('fav')]);

  search.setQuery('a');
  jest.advanceTimersByTime(200);
  search.setQuery('al');
  jest.advanceTimersByTime(249);
  expect(fetcher).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(fetcher).toHaveBeenLastCalledWith('al', expect.any(AbortSignal));
  expect(fetcher).toHaveBeenCalledTimes(2);
  await Promise.resolve();
  expect(search.getState()).toMatchObject({ query: 'al', resultsQuery: 'al', results: [blog('al')], busy: false });
});

test('the loader shows only once a request has taken 250 ms; a newer query aborts the older one', async () => {
  const calls: Array<{ q: string; signal: AbortSignal; d: ReturnType<typeof deferred<Participant[]>> }> = [];
  const search = new RecipientSearch((q, signal) => {
    const d = deferred<Participant[]>();
    calls.push({ q, signal, d });
    return d.promise;
  });
  search.setQuery('bo');
  jest.advanceTimersByTime(250);
  expect(search.getState().showLoader).toBe(false);
  jest.advanceTimersByTime(249);
  expect(search.getState().showLoader).toBe(false);
  jest.advanceTimersByTime(1);
  expect(search.getState().showLoader).toBe(true);

  search.setQuery('bob');
  jest.advanceTimersByTime(250);
  expect(calls[0]?.signal.aborted).toBe(true);
  calls[0]?.d.resolve([blog('late')]);
  calls[1]?.d.resolve([]);
  await Promise.resolve();
  await Promise.resolve();
  expect(search.getState()).toMatchObject({ query: 'bob', results: [], showLoader: false, busy: false });
});

test('a failure is kept until Retry, which fetches the same query again', async () => {
  let fail = true;
  const search = new RecipientSearch((q) => (fail ? Promise.reject(new Error('down')) : Promise.resolve([blog(q)])));
  search.setQuery('zed');
  jest.advanceTimersByTime(250);
  await Promise.resolve();
  await Promise.resolve();
  expect(search.getState().error).toBeInstanceOf(Error);
  fail = false;
  search.retry();
  await Promise.resolve();
  await Promise.resolve();
  expect(search.getState()).toMatchObject({ error: null, results: [blog('zed')] });
});
