import { INITIAL_BLOG_ELEMENT_ID } from '@dash/shared-contracts/core';
import { readJsonScript } from './read-json-script';
import type { InitialBlog } from '@dash/shared-contracts';

/** Which blog page a first page belongs to. */
export interface BlogPageKey {
  name: string;
  tag?: string;
  postId?: string;
  /** The viewer (user name), or null for a visitor. */
  viewer: string | null;
}

/**
 * Hands the server's first page of a blog page to the page that hydrates it, once (like
 * initial-feed.ts): a blog page shown later fetches its own.
 */
export interface InitialBlogStore {
  take(key: BlogPageKey): InitialBlog | null;
  consume(): void;
}

export function createInitialBlogStore(initial: InitialBlog | null): InitialBlogStore {
  let current = initial;
  return {
    take(key) {
      if (
        !current ||
        current.name !== key.name ||
        (current.tag ?? undefined) !== key.tag ||
        (current.postId ?? undefined) !== key.postId ||
        current.viewer !== key.viewer
      )
        return null;
      return current;
    },
    consume() {
      current = null;
    },
  };
}

/** Reads the server's first page of a blog page from its JSON script, if the page has one. */
export function readInitialBlog(doc: Document = document): InitialBlog | null {
  return readJsonScript<InitialBlog>(INITIAL_BLOG_ELEMENT_ID, 'blog data', doc);
}
