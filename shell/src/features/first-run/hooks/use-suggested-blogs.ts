import { useEffect, useState } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { getSuggestedBlogs } from '../api/get-suggested-blogs';

/** Suggested blogs, fetched once after mount (never during the server render); follows update them. */
export function useSuggestedBlogs(limit: number): { blogs: Blog[] | null; failed: boolean } {
  const { api, bus } = useShellServices();
  const [blogs, setBlogs] = useState<Blog[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getSuggestedBlogs(api, limit, controller.signal)
      .then(setBlogs)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [api, limit]);
  useEffect(
    () =>
      bus.on('blog:follow-changed', ({ name, following }) =>
        setBlogs((shown) => shown?.map((b) => (b.name === name ? { ...b, following } : b)) ?? shown),
      ),
    [bus],
  );
  return { blogs, failed };
}
