import path from 'node:path';
import { ERROR_CODES, SETTINGS_LIMITS } from '@dash/shared-contracts';
import { AppError, badRequest } from '../../../lib/app-error';
import { declaredKind, extensionKind, sniffAs, type Sniffed } from '../../../lib/sniff';
import { assertImageSize, ImageTooLarge } from '../../../services/media/image-size';
import type { UploadedFile } from '../../../services/media/read-upload';
import { notValid, TOO_BIG } from '../media';

export const settingsImageTooBig = () => new AppError(413, ERROR_CODES.payloadTooLarge, TOO_BIG);

/**
 * The file of an avatar or header upload, checked as /svc/media/upload checks a photo: in its own
 * multipart field, declared as an image, at most SETTINGS_LIMITS.imageBytes (10 MB, 413), bytes that
 * really are a JPEG, PNG, GIF or WebP (sniffed), and within the pixel limits (read from the header,
 * before anything is decoded). Nothing is written here.
 */
export async function checkSettingsImage(
  file: UploadedFile,
  field: 'avatar' | 'header',
): Promise<{ real: Sniffed; data: Buffer }> {
  if (file.field !== field) throw badRequest(`Send the image in the "${field}" field.`, file.field);
  const ext = path.extname(file.filename).toLowerCase();
  if (declaredKind(file.mimetype, ext) !== 'image') throw notValid('image');
  const byExt = extensionKind(ext);
  if (byExt && byExt !== 'image') throw notValid('image');
  if (file.data.length > SETTINGS_LIMITS.imageBytes) throw settingsImageTooBig();
  const real = await sniffAs('image', file.data, ext);
  if (!real) throw notValid('image');
  try {
    assertImageSize(real);
  } catch (err) {
    if (err instanceof ImageTooLarge) throw badRequest(err.message, field);
    throw err;
  }
  return { real, data: file.data };
}
