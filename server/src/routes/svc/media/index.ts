import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, MediaUploadQuerySchema, type MediaUploadResponse } from '@dash/shared-contracts';
import { AppError, badRequest } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { parseRequest } from '../../../lib/validate';
import { UPLOAD_LIMIT_BYTES } from '../../../lib/limits';
import { declaredKind, extensionKind, sniffAs, type MediaKind } from '../../../lib/sniff';
import { requireAuth } from '../../../plugins/app/auth';
import { ImageTooLarge } from '../../../services/media/image-size';
import { readUploadedFile } from '../../../services/media/read-upload';
import { prepareMedia, saveMedia } from '../../../services/media/store-media';
import { photoFromMedia } from '../../../services/post-form/resolve-media';

export const TOO_BIG = 'The file is too big. Squish it down, and try again!';
/** Spec 1 §5 'This is not valid %1$s file.' */
export const notValid = (kind: MediaKind) => badRequest(`This is not valid ${kind} file.`);
const tooBig = () => new AppError(413, ERROR_CODES.payloadTooLarge, TOO_BIG);

/**
 * POST /svc/media/upload (multipart, one file; field name free: "photo", "data", "file"). The bytes
 * are sniffed: a file that is not what its type or extension says is refused. Images are redrawn with
 * EXIF orientation into 1080/540/250 JPEGs plus AVIF/WebP variants at 1080/720/360, returned as the
 * photo's `variants` (GIFs kept as sent so they stay animated, with no variants); audio and video are
 * stored as sent under the extension of what they really are.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.post('/svc/media/upload', async (request) => {
    const auth = requireAuth(request);
    // The file is the only field; its checks (kind, size, bytes) follow.
    parseRequest(request, { query: MediaUploadQuerySchema });
    // Not multipart, malformed, no file or two files: 400s in words (services/media/read-upload.ts).
    const file = await readUploadedFile(request, tooBig);
    const buffer = file.data;
    const ext = path.extname(file.filename).toLowerCase();
    const kind = declaredKind(file.mimetype, ext);
    if (!kind) throw notValid('image');
    if (buffer.length > UPLOAD_LIMIT_BYTES[kind]) throw tooBig();
    const byExt = extensionKind(ext);
    if (byExt && byExt !== kind) throw notValid(kind);
    const real = await sniffAs(kind, buffer, ext);
    if (!real) throw notValid(kind);

    // Over the pixel limits: refused from the header, before decoding (services/media/image-size.ts).
    const prepared = await prepareMedia(real, buffer).catch((err: unknown) => {
      throw err instanceof ImageTooLarge ? badRequest(err.message, file.field) : notValid(kind);
    });
    const row = await saveMedia(app.db, app.media.dir, prepared, auth.user.id);
    const answer: MediaUploadResponse = {
      id: String(row.id),
      kind,
      url: app.media.url(row.path),
      ...(kind === 'image' ? { photo: photoFromMedia(row) } : {}),
    };
    return ok(answer);
  });
}
