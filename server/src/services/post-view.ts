import type { Post } from '@dash/shared-contracts';
import type { PostRow } from '../db/types';
import { toPost, type PostViewContext } from '../mappers/post';
import { findBlogsByIds, listBlogsByOwner } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { editStats } from '../repositories/post-versions';
import { promotedTagsByPost } from '../repositories/promotions';
import { followedBlogIds, likedPostIds, rebloggedPostIds } from '../repositories/social';
import type { Auth } from '../types/fastify';

/** Loads, in a fixed number of queries, everything needed to map a page of posts for a viewer. */
export async function loadPostViewContext(db: Executor, rows: readonly PostRow[], auth: Auth | null): Promise<PostViewContext> {
  const blogIds = rows
    .flatMap((r) => [r.blog_id, r.reblogged_from_blog_id, r.asking_blog_id])
    .filter((id): id is number => id !== null);
  const postIds = rows.map((r) => r.id);
  const blogs = new Map((await findBlogsByIds(db, blogIds)).map((b) => [b.id, b]));
  const promotedTags = await promotedTagsByPost(db, postIds);
  const edits = await editStats(
    db,
    rows.filter((r) => r.edited_at !== null).map((r) => r.id),
    rows.flatMap((r) => (r.root_id !== null && r.root_id !== r.id ? [r.root_id] : [])),
  );
  const versions = { versionCounts: edits.versionCounts, rootEditedAt: edits.editedAt };
  if (!auth) {
    return {
      ...versions,
      blogs,
      loggedIn: false,
      ownBlogIds: new Set(),
      followedBlogIds: new Set(),
      likedPostIds: new Set(),
      rebloggedPostIds: new Set(),
      promotedTags,
    };
  }
  const own = await listBlogsByOwner(db, auth.user.id);
  const ownBlogIds = new Set(own.map((b) => b.id));
  return {
    ...versions,
    blogs,
    loggedIn: true,
    ownBlogIds,
    followedBlogIds: await followedBlogIds(db, auth.user.id, blogIds),
    likedPostIds: await likedPostIds(db, auth.user.id, postIds),
    rebloggedPostIds: await rebloggedPostIds(db, [...ownBlogIds], postIds),
    promotedTags,
  };
}

export async function mapPosts(db: Executor, rows: readonly PostRow[], auth: Auth | null): Promise<Post[]> {
  const ctx = await loadPostViewContext(db, rows, auth);
  return rows.map((row) => toPost(row, ctx));
}
