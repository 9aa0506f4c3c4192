import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { avatarSvg, storeAvatar } from '../../lib/images';

export interface MediaStore {
  dir: string;
  /** Absolute-path URL of a file under MEDIA_DIR. */
  url(rel: string): string;
}

export const DEFAULT_AVATAR = 'avatars/default';

export function mediaUrl(rel: string): string {
  return `/media/${rel.split(path.sep).join('/')}`;
}

export default fp(
  async (app) => {
    const dir = app.config.mediaDir;
    fs.mkdirSync(dir, { recursive: true });
    // The avatar shown for anonymous askers and blogs whose avatar is missing.
    if (!fs.existsSync(path.join(dir, `${DEFAULT_AVATAR}-128.jpg`))) {
      await storeAvatar(dir, DEFAULT_AVATAR, avatarSvg('?', '#7c8a9d', '#35465c'));
    }
    app.decorate('media', { dir, url: mediaUrl });
  },
  { name: 'media' },
);
