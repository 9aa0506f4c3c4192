import { INITIAL_FEED_ELEMENT_ID } from '@dash/shared-contracts/core';
import { readJsonScript } from './read-json-script';
import type { FeedPage, FeedResponse, InitialFeed } from '@dash/shared-contracts';

/**
 * Hands the server's first feed page to the feed that hydrates it, once: after the page has mounted,
 * a feed shown later (another page, the same page again after a navigation) fetches its own.
 */
export interface InitialFeedStore {
  take(page: FeedPage, tag: string | undefined, blog: string | null): FeedResponse | null;
  /** Called once the hydrated feed has mounted. */
  consume(): void;
}

export function createInitialFeedStore(initial: InitialFeed | null): InitialFeedStore {
  let current = initial;
  return {
    take(page, tag, blog) {
      if (!current || current.page !== page || (current.tag ?? undefined) !== tag || current.blog !== blog) return null;
      return current.response;
    },
    consume() {
      current = null;
    },
  };
}

/** Reads the server's first feed page from its JSON script, if the page has one. */
export function readInitialFeed(doc: Document = document): InitialFeed | null {
  return readJsonScript<InitialFeed>(INITIAL_FEED_ELEMENT_ID, 'feed data', doc);
}
