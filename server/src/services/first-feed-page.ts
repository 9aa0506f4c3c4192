import type { FeedPage, InitialFeed } from '@dash/shared-contracts';
import { AppError } from '../lib/app-error';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { loadFeed } from './feed';

/**
 * The first page of a feed route, for the server render: the same call the browser makes
 * (GET /svc/post/{page}/{before|after}/0), for the same viewer. A page the server cannot read (a
 * bad tag) is left to the browser, which shows its own error; a failure is thrown for the caller to log.
 */
export async function firstFeedPage(
  db: Executor,
  auth: Auth | null,
  route: { page: FeedPage; tag?: string | undefined },
  currentBlog: string | null,
): Promise<InitialFeed | null> {
  const page: FeedPage = !auth && route.page === 'dashboard' ? 'explore' : route.page;
  try {
    const response = await loadFeed(db, auth, {
      page,
      direction: page === 'drafts' ? 'after' : 'before',
      ref: '0',
      tag: route.tag,
    });
    return { page, ...(route.tag === undefined ? {} : { tag: route.tag }), blog: auth ? currentBlog : null, response };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
}
