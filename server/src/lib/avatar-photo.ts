import sharp from 'sharp';
import { AVATAR_PIXELS } from './images';
import { IMAGE_PIXEL_LIMITS } from './limits';

/**
 * An uploaded avatar as the square JPEGs every avatar has (`<base>-<size>.jpg`, 48/96/128/512):
 * upright (EXIF orientation), its first frame, on white (transparent PNGs), cropped to the centre.
 * Callers check the pixel limits from the header first; sharp's limit is the second guard.
 */
export async function renderAvatarPhoto(relBase: string, bytes: Buffer): Promise<{ rel: string; data: Buffer }[]> {
  const source = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMITS.perFrame }).rotate().flatten({ background: '#ffffff' });
  return Promise.all(
    AVATAR_PIXELS.map(async (size) => ({
      rel: `${relBase}-${size}.jpg`,
      data: await source.clone().resize(size, size, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer(),
    })),
  );
}
