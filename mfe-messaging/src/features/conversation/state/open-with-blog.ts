import type { ApiClient, OwnBlog } from '@dash/shared-contracts';
import { lookUpBlog } from '../api/conversation-api';
import { windowStore } from './window-store';

/**
 * Opens a new (or the existing) conversation of `self` with the blog named `name`: the blog is
 * looked up by name (spec 2 §2: no uuid, no conversation). Answers whether a window opened; a blog
 * without a uuid, one of the user's own blogs, or a request no longer wanted when the lookup answers
 * (`stillWanted`) opens nothing. A failed lookup rejects.
 */
export async function openWithBlog(
  api: ApiClient,
  ownBlogs: readonly Pick<OwnBlog, 'uuid'>[],
  self: Pick<OwnBlog, 'uuid' | 'name'>,
  name: string,
  stillWanted: () => boolean = () => true,
): Promise<boolean> {
  const blog = await lookUpBlog(api, name);
  if (!stillWanted() || !blog || ownBlogs.some((b) => b.uuid === blog.uuid)) return false;
  windowStore.open({ id: null, selfUuid: self.uuid, selfName: self.name, others: [blog] });
  return true;
}
