import { GIF_SEARCH } from './constants';

/**
 * Resolves when the image has loaded or failed, or after GIF_SEARCH.preloadPollMs at most, so a
 * slow image never holds the search up. Aborting drops the download.
 */
export function loadImage(url: string, signal?: AbortSignal, maxWaitMs: number = GIF_SEARCH.preloadPollMs): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = () => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    image.onload = done;
    image.onerror = done;
    signal?.addEventListener('abort', () => {
      image.src = '';
      done();
    });
    image.src = url;
  });
}

export function preloadImages(urls: readonly string[], signal?: AbortSignal): Promise<void> {
  return Promise.all(urls.map((url) => loadImage(url, signal))).then(() => undefined);
}
