import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MESSAGING } from '@dash/shared-contracts';
import { badRequest } from '../../../lib/app-error';
import { randomToken } from '../../../lib/crypto';
import { ok } from '../../../lib/envelope';
import { storeImageRenditions, writeMediaFile } from '../../../lib/images';
import { nowSeconds } from '../../../lib/time';
import { requireAuth } from '../../../plugins/app/auth';
import { photoFromMedia } from '../../../services/post-form/resolve-media';

const AUDIO = new Map([
  ['audio/mpeg', '.mp3'],
  ['audio/mp4', '.m4a'],
  ['audio/ogg', '.ogg'],
  ['audio/wav', '.wav'],
]);
const VIDEO = new Map([
  ['video/mp4', '.mp4'],
  ['video/webm', '.webm'],
  ['video/quicktime', '.mov'],
]);

/**
 * POST /svc/media/upload (multipart, one file; field name free: "photo", "data", "file"). Images are
 * redrawn with EXIF orientation and resized to 1080/540/250 JPEGs (GIFs kept as sent so they stay
 * animated). Answers { id, url, kind, photo? } where photo has the PhotoSchema shape.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.post('/svc/media/upload', async (request) => {
    const auth = requireAuth(request);
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
    const file = await request.file();
    if (!file) throw badRequest('No file was sent.');
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw badRequest('The file is too big. Squish it down, and try again!');
    const mime = file.mimetype;
    const base = `uploads/${new Date().toISOString().slice(0, 7)}/${randomToken(12)}`;
    const now = nowSeconds();
    let values: { kind: string; path: string; mime: string; width: number | null; height: number | null; sizes: string };
    if (mime === 'image/gif') {
      if (buffer.length > MESSAGING.imageUploadLimitBytes)
        throw badRequest('The file is too big. Squish it down, and try again!');
      const sharp = (await import('sharp')).default;
      const meta = await sharp(buffer)
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) throw badRequest('Something about that file is off. Try sending something else.');
      await writeMediaFile(app.media.dir, `${base}.gif`, buffer);
      const size = { path: `${base}.gif`, width: meta.width, height: meta.pageHeight ?? meta.height };
      values = { kind: 'image', path: size.path, mime, width: size.width, height: size.height, sizes: JSON.stringify([size]) };
    } else if (mime.startsWith('image/')) {
      if (buffer.length > MESSAGING.imageUploadLimitBytes)
        throw badRequest('The file is too big. Squish it down, and try again!');
      const sizes = await storeImageRenditions(app.media.dir, base, buffer).catch(() => {
        throw badRequest('Something about that file is off. Try sending something else.');
      });
      const first = sizes[0];
      values = {
        kind: 'image',
        path: first?.path ?? '',
        mime: 'image/jpeg',
        width: first?.width ?? null,
        height: first?.height ?? null,
        sizes: JSON.stringify(sizes),
      };
    } else if (AUDIO.has(mime) || VIDEO.has(mime)) {
      const ext = AUDIO.get(mime) ?? VIDEO.get(mime) ?? path.extname(file.filename);
      await writeMediaFile(app.media.dir, `${base}${ext}`, buffer);
      values = { kind: AUDIO.has(mime) ? 'audio' : 'video', path: `${base}${ext}`, mime, width: null, height: null, sizes: '[]' };
    } else {
      throw badRequest('This is not valid image file.');
    }
    const row = await app.db
      .insertInto('media')
      .values({ ...values, owner_user_id: auth.user.id, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok({
      id: String(row.id),
      kind: row.kind,
      url: app.media.url(row.path),
      ...(row.kind === 'image' ? { photo: photoFromMedia(row) } : {}),
    });
  });
}
