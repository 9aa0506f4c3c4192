/**
 * A loader for a chunk fetched on first use: `load` runs once and every caller shares its promise;
 * a failed load is forgotten, so the next call tries the download again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
