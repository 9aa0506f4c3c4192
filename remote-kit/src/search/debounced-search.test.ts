import { DebouncedSearch, type SearchFetcher } from './debounced-search';

// The results are plain names here: the class is generic (messaging and the share fetch participants).
type Participant = { name: string };
const participant = (name: string): Participant => ({ name });

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (value: Participant[]) => void;
  reject: (error: unknown) => void;
}

function setup() {
  const calls: Call[] = [];
  const fetcher: SearchFetcher<Participant> = (query, signal) =>
    new Promise<Participant[]>((resolve, reject) => calls.push({ query, signal, resolve, reject }));
  const search = new DebouncedSearch(fetcher);
  return { search, calls };
}

const flush = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an empty query loads the favourites at once', async () => {
  const { search, calls } = setup();
  search.setQuery('');
  expect(calls.map((c) => c.query)).toEqual(['']);
  calls[0]!.resolve([participant('fav')]);
  await flush();
  expect(search.getState()).toMatchObject({ query: '', resultsQuery: '', busy: false, results: [participant('fav')] });
});

test('typing fetches once, 250 ms after the last keystroke', () => {
  const { search, calls } = setup();
  search.setQuery('a');
  jest.advanceTimersByTime(200);
  search.setQuery('ab');
  jest.advanceTimersByTime(249);
  expect(calls).toHaveLength(0);
  expect(search.getState().busy).toBe(true);
  jest.advanceTimersByTime(1);
  expect(calls.map((c) => c.query)).toEqual(['ab']);
});

test('the loading bar shows only when loading takes longer than 250 ms', async () => {
  const { search, calls } = setup();
  search.setQuery('quick');
  jest.advanceTimersByTime(250);
  jest.advanceTimersByTime(249);
  expect(search.getState().showLoader).toBe(false);
  calls[0]!.resolve([]);
  await flush();
  jest.advanceTimersByTime(100);
  expect(search.getState().showLoader).toBe(false);

  search.setQuery('slow');
  jest.advanceTimersByTime(250 + 250);
  expect(search.getState().showLoader).toBe(true);
  calls[1]!.resolve([participant('slowpoke')]);
  await flush();
  expect(search.getState()).toMatchObject({ showLoader: false, busy: false, resultsQuery: 'slow' });
});

test('answers are cached per query: going back to a query fetches nothing', async () => {
  const { search, calls } = setup();
  search.setQuery('cat');
  jest.advanceTimersByTime(250);
  calls[0]!.resolve([participant('cats')]);
  await flush();
  search.setQuery('dog');
  jest.advanceTimersByTime(250);
  calls[1]!.resolve([participant('dogs')]);
  await flush();
  search.setQuery(' cat ');
  expect(search.getState()).toMatchObject({ query: 'cat', busy: false, results: [participant('cats')] });
  jest.advanceTimersByTime(1000);
  expect(calls).toHaveLength(2);
});

test('a request in flight is aborted before the next one starts, and its late answer is ignored', async () => {
  const { search, calls } = setup();
  search.setQuery('first');
  jest.advanceTimersByTime(250);
  search.setQuery('second');
  expect(calls[0]!.signal.aborted).toBe(false); // still waiting for the debounce
  jest.advanceTimersByTime(250);
  expect(calls[0]!.signal.aborted).toBe(true);
  expect(calls[1]!.signal.aborted).toBe(false);
  calls[0]!.resolve([participant('stale')]);
  calls[1]!.resolve([participant('fresh')]);
  await flush();
  expect(search.getState().results).toEqual([participant('fresh')]);
  // The aborted answer was not cached either.
  search.setQuery('first');
  expect(search.getState().busy).toBe(true);
});

test('a failure is kept for its query and Retry fetches again', async () => {
  const { search, calls } = setup();
  search.setQuery('x');
  jest.advanceTimersByTime(250);
  calls[0]!.reject(new Error('down'));
  await flush();
  expect(search.getState()).toMatchObject({ busy: false, results: null });
  expect(search.getState().error).toBeInstanceOf(Error);
  search.retry();
  expect(calls).toHaveLength(2);
  calls[1]!.resolve([participant('x')]);
  await flush();
  expect(search.getState()).toMatchObject({ error: null, results: [participant('x')] });
});

test('dispose stops the debounce and aborts the request', () => {
  const { search, calls } = setup();
  search.setQuery('');
  search.setQuery('abc');
  expect(calls[0]!.signal.aborted).toBe(false);
  search.dispose();
  jest.advanceTimersByTime(1000);
  expect(calls).toHaveLength(1);
});
