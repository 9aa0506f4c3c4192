import { randomToken } from '../lib/crypto';
import { renderAvatarPhoto } from '../lib/avatar-photo';
import { AVATAR_PIXELS, writeMediaFile } from '../lib/images';
import type { Sniffed } from '../lib/sniff';
import { parseTheme } from '../mappers/blog';
import type { BlogRow } from '../db/types';
import { DEFAULT_AVATAR, mediaUrl } from '../plugins/app/media';
import { updateBlogSettings } from '../repositories/blogs';
import type { Executor } from '../repositories/executor';
import { deleteMediaById, findMediaByPath, isNamedInTrails } from '../repositories/media';
import type { Auth } from '../types/fastify';
import { blogSettingsAnswer } from './blog-settings';
import { filesOfMedia, removeMediaFiles } from './media/media-files';
import { discardMediaFiles, prepareMedia, saveMedia } from './media/store-media';

const safeUuid = (blog: BlogRow) => blog.uuid.replace(/[^a-zA-Z0-9-]/g, '');

/**
 * POST /svc/settings/blog/{name}/avatar: the image becomes the blog's avatar (blogs.avatar, the base
 * of its square JPEGs) with its alt text (blogs.avatar_alt, '' when none was sent). New files under a new name, so no cache shows the old picture; the old
 * files go once the row points at the new ones, unless a reblog trail still shows them (trails keep
 * their blogs' avatar URLs) or they are the shared default.
 */
export async function replaceAvatar(
  db: Executor,
  mediaDir: string,
  auth: Auth,
  blog: BlogRow,
  image: { data: Buffer },
  /** The new avatar's alt text (issue 13, cleaned): the old one described the old picture. */
  alt = '',
) {
  const base = `avatars/${safeUuid(blog)}-${randomToken(9)}`;
  const files = await renderAvatarPhoto(base, image.data);
  for (const file of files) await writeMediaFile(mediaDir, file.rel, file.data);
  try {
    await updateBlogSettings(db, blog.id, { avatar: base, avatar_alt: alt });
  } catch (err) {
    await removeMediaFiles(
      mediaDir,
      files.map((f) => f.rel),
    );
    throw err;
  }
  if (blog.avatar && blog.avatar !== DEFAULT_AVATAR && !(await isNamedInTrails(db, blog.avatar))) {
    await removeMediaFiles(
      mediaDir,
      AVATAR_PIXELS.map((size) => `${blog.avatar}-${size}.jpg`),
    );
  }
  return blogSettingsAnswer(db, auth, blog.id);
}

/**
 * POST /svc/settings/blog/{name}/header: the image is drawn like a post photo (1080/540/250 JPEGs
 * and AVIF/WebP variants, GIFs as sent), stored as the user's media, and becomes the theme's
 * header_image (its largest JPEG) with the focus point (the centre unless given) and its alt text
 * (blogs.header_image_alt, '' when none was sent). The row and the
 * theme change in one transaction (its files are removed if it rolls back); the previous header's
 * row and files go after it.
 */
export async function replaceHeaderImage(
  db: Executor,
  mediaDir: string,
  auth: Auth,
  blog: BlogRow,
  image: { real: Sniffed; data: Buffer },
  focus: { x?: number | undefined; y?: number | undefined },
  /** The new header's alt text (issue 13, cleaned): the old one described the old picture. */
  alt = '',
) {
  const prepared = await prepareMedia(image.real, image.data);
  const previous = parseTheme(blog.theme).header_image;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await saveMedia(trx, mediaDir, prepared, auth.user.id);
      const theme = parseTheme(blog.theme);
      theme.header_image = mediaUrl(row.path);
      theme.header_image_focus = { x: focus.x ?? 0.5, y: focus.y ?? 0.5 };
      await updateBlogSettings(trx, blog.id, { theme: JSON.stringify(theme), header_image_alt: alt });
    });
  } catch (err) {
    await discardMediaFiles(mediaDir, [prepared]);
    throw err;
  }
  await forgetHeaderImage(db, mediaDir, auth.user.id, previous);
  return blogSettingsAnswer(db, auth, blog.id);
}

/** A header image the blog no longer shows: its media row and files, if they are the user's upload. */
export async function forgetHeaderImage(db: Executor, mediaDir: string, userId: number, url: string | null): Promise<void> {
  if (!url?.startsWith('/media/')) return;
  const media = await findMediaByPath(db, decodeURIComponent(url.slice('/media/'.length)));
  if (!media || media.owner_user_id !== userId) return;
  await deleteMediaById(db, media.id);
  await removeMediaFiles(mediaDir, filesOfMedia(media));
}
