import type { GifMedia, GifSearchResponse } from '@dash/shared-contracts';
import { gif } from '../../../test/gif-fixture';
import { GifSearch } from './gif-search';
import { gifPreview, normalizeGifQuery, selectableGifs } from './gif-rules';

const answer = (media: GifMedia[], message: GifSearchResponse['message'] = null): GifSearchResponse => ({ media, message });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a query goes 250 ms after typing stops, lowercased and trimmed; typing on restarts the wait', async () => {
  const fetcher = jest.fn(async () => answer([gif(1)]));
  const search = new GifSearch(fetcher);
  search.setText('C');
  jest.advanceTimersByTime(200);
  search.setText(' Cat  Dance ');
  expect(search.getState()).toMatchObject({ query: 'cat dance', status: 'waiting' });
  jest.advanceTimersByTime(249);
  expect(fetcher).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(fetcher).toHaveBeenCalledWith('cat dance', expect.any(AbortSignal));
  expect(search.getState().status).toBe('loading');
  await Promise.resolve();
  expect(search.getState()).toMatchObject({ status: 'ready', answer: { query: 'cat dance', gifs: [gif(1)] } });
});

test('the request in flight is aborted by a newer query, and its late answer is dropped', async () => {
  const resolvers: Array<(v: GifSearchResponse) => void> = [];
  const signals: AbortSignal[] = [];
  const fetcher = jest.fn(
    (_q: string, signal: AbortSignal) =>
      new Promise<GifSearchResponse>((resolve) => {
        signals.push(signal);
        resolvers.push(resolve);
      }),
  );
  const onAnswer = jest.fn();
  const search = new GifSearch(fetcher, onAnswer);
  search.setText('cat');
  jest.advanceTimersByTime(250);
  search.setText('dog');
  expect(signals[0]?.aborted).toBe(true);
  jest.advanceTimersByTime(250);
  resolvers[0]?.(answer([gif(1)]));
  resolvers[1]?.(answer([gif(2)]));
  await Promise.resolve();
  await Promise.resolve();
  expect(search.getState().answer).toEqual({ query: 'dog', gifs: [gif(2)], message: null });
  expect(onAnswer).toHaveBeenCalledTimes(1);
  expect(onAnswer).toHaveBeenCalledWith({ query: 'dog', gifs: [gif(2)], message: null }, 1);
});

test('only results with a post id and a blog uuid are offered; the message stays', async () => {
  const note = { header: 'Heads up', body: 'Some of these GIFs may be upsetting.' };
  const media = [
    gif(1),
    gif(2, { postId: '' }),
    gif(3, { blogUuid: undefined }),
    gif(4, { blogUuid: '' }),
    gif(5),
    gif(6, { mediaUrl: 'https://elsewhere.example/hot.gif' }),
  ];
  expect(selectableGifs(media).map((g) => g.postId)).toEqual(['1', '5']);
  const search = new GifSearch(async () => answer(media, note));
  search.setText('blood');
  jest.advanceTimersByTime(250);
  await Promise.resolve();
  expect(search.getState().answer).toEqual({ query: 'blood', gifs: [gif(1), gif(5)], message: note });
});

test('a failure is an error state that Retry sends again; clearing the text stops everything', async () => {
  const fetcher = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(answer([]));
  const search = new GifSearch(fetcher);
  search.setText('cat');
  jest.advanceTimersByTime(250);
  await Promise.resolve();
  await Promise.resolve();
  expect(search.getState().status).toBe('error');
  search.retry();
  expect(fetcher).toHaveBeenCalledTimes(2);
  await Promise.resolve();
  expect(search.getState()).toMatchObject({ status: 'ready', answer: { gifs: [] } });

  search.setText('dog');
  search.setText('  ');
  jest.advanceTimersByTime(1000);
  expect(fetcher).toHaveBeenCalledTimes(2);
  expect(search.getState()).toEqual({ query: '', status: 'idle', answer: null });
});

test('a chosen GIF previews at its own size with context messaging-gif, by post id and media URL', () => {
  expect(normalizeGifQuery('  Happy   CAT ')).toBe('happy cat');
  expect(gifPreview({ ...gif(7), blogUuid: 't:blog7' })).toEqual({
    kind: 'gif',
    url: '/media/g7.gif',
    width: 400,
    height: 300,
    context: 'messaging-gif',
    postId: '7',
    blogUuid: 't:blog7',
    postBlog: 'blog7',
    alt: '',
  });
  // Issue 13: the alt of the GIF in its post fills the preview's Alt text field.
  expect(gifPreview({ ...gif(7), blogUuid: 't:blog7', alt: 'A cat waving' }).alt).toBe('A cat waving');
});
