import path from 'node:path';
import { ERROR_CODES, MESSAGING } from '@dash/shared-contracts';
import { AppError, badRequest } from '../../../lib/app-error';
import { declaredKind, sniffAs } from '../../../lib/sniff';
import { ImageTooLarge } from '../../../services/media/image-size';
import type { UploadedFile } from '../../../services/media/read-upload';
import { prepareMedia, type PreparedMedia } from '../../../services/media/store-media';
import { notValid, TOO_BIG } from '../media';

/** Spec 2 §5: jpg, jpeg, png or gif only ("Invalid file type" in the client). */
export const INVALID_IMAGE_TYPE = 'Invalid file type. Send a JPG, PNG or GIF image.';
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'];
const MIMES = ['image/jpeg', 'image/png', 'image/gif'];

/** The server data's send_photos switch is off (MESSAGING_FEATURES_OFF=send_photos). */
export const PHOTOS_OFF = 'Sending photos is turned off.';
/** The server data's gif_search switch is off (MESSAGING_FEATURES_OFF=gif_search). */
export const GIFS_OFF = 'Sending GIFs is turned off.';

export const messageImageTooBig = () => new AppError(413, ERROR_CODES.payloadTooLarge, TOO_BIG);

/**
 * The `data` file of an IMAGE message, checked as /svc/media/upload checks a photo (declared kind,
 * size, sniffed bytes, pixel limits before decoding) and drawn in memory by the same prepareMedia
 * (1080/540/250 JPEGs, GIFs kept as sent). Only JPEG, PNG and GIF, at most `limitBytes` (the server
 * data's image_upload_limit_bytes, default MESSAGING.imageUploadLimitBytes = 10,485,760, spec 2 §9).
 * Nothing is written: the service stores it once every sending rule passed.
 */
export async function prepareMessageImage(
  file: UploadedFile,
  limitBytes: number = MESSAGING.imageUploadLimitBytes,
): Promise<PreparedMedia> {
  if (file.field !== 'data') throw badRequest('Send the image in the "data" field.', file.field);
  const ext = path.extname(file.filename).toLowerCase();
  if (!file.mimetype.startsWith('image/') || declaredKind(file.mimetype, ext) !== 'image')
    throw badRequest(INVALID_IMAGE_TYPE, 'data');
  if (ext && !EXTENSIONS.includes(ext)) throw badRequest(INVALID_IMAGE_TYPE, 'data');
  if (file.data.length > limitBytes) throw messageImageTooBig();
  const real = await sniffAs('image', file.data, ext);
  if (!real) throw notValid('image');
  if (!MIMES.includes(real.mime)) throw badRequest(INVALID_IMAGE_TYPE, 'data');
  return prepareMedia(real, file.data).catch((err: unknown) => {
    throw err instanceof ImageTooLarge ? badRequest(err.message, 'data') : notValid('image');
  });
}
