import { AVATAR_PIXELS } from '../lib/images';
import { DEFAULT_AVATAR } from '../plugins/app/media';
import {
  conversationIdsOf,
  deleteAccountRows,
  deleteMediaRows,
  deleteNotificationsAbout,
  mediaPathsOf,
  releaseFollows,
  releaseLikes,
  releaseReplies,
  survivingReblogText,
  withdrawPendingAsks,
} from '../repositories/account-removal';
import { listBlogsByOwner } from '../repositories/blogs';
import { isNamedInTrails } from '../repositories/media';
import type { Executor } from '../repositories/executor';
import { filesOfMedia, removeMediaFiles } from './media/media-files';

/**
 * Deletes an account in one transaction: the user, their blogs with their posts, likes, follows,
 * replies, asks still waiting elsewhere, notifications, media rows, sessions and email links, and
 * keeps everyone else's counters right (repositories/account-removal.ts). The files go after the
 * commit (a rollback keeps them): avatars, and uploaded media except what others' reblogs of the
 * account's posts still show (a reblog copies its parent's content and trail).
 */
export async function removeAccount(db: Executor, mediaDir: string, userId: number): Promise<void> {
  const files = await db.transaction().execute(async (trx) => {
    const blogs = await listBlogsByOwner(trx, userId);
    const blogIds = blogs.map((b) => b.id);
    const media = await mediaPathsOf(trx, userId);
    const surviving = (await survivingReblogText(trx, blogIds)).join('\n');
    const conversations = await conversationIdsOf(trx, blogIds);

    await releaseLikes(trx, userId, blogIds);
    await releaseFollows(trx, userId, blogIds);
    await releaseReplies(trx, blogIds);
    await withdrawPendingAsks(trx, blogIds);
    await deleteNotificationsAbout(trx, blogIds);
    await deleteMediaRows(trx, userId);
    await deleteAccountRows(trx, userId, conversations);

    const avatars = blogs.map((b) => b.avatar).filter((a): a is string => a !== null && a !== DEFAULT_AVATAR);
    const kept = await Promise.all(avatars.map((base) => isNamedInTrails(trx, base)));
    const avatarFiles = avatars.filter((_, i) => !kept[i]).flatMap((base) => AVATAR_PIXELS.map((size) => `${base}-${size}.jpg`));
    // A reblog's trail names its parent blog's avatar URL too.
    return [...new Set([...media.flatMap(filesOfMedia), ...avatarFiles])].filter((rel) => !surviving.includes(rel));
  });
  await removeMediaFiles(mediaDir, files);
}
