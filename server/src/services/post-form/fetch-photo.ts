import { badRequest } from '../../lib/app-error';
import type { FetchGuard } from '../../lib/fetch-guard';
import type { ImageSizeProblem } from '../../lib/images';
import { IMAGE_PIXEL_LIMITS, UPLOAD_LIMIT_BYTES } from '../../lib/limits';
import { FetchFailed, readCapped, safeFetch } from '../../lib/safe-fetch';
import { sniffAs } from '../../lib/sniff';
import { ImageTooLarge } from '../media/image-size';
import { prepareMedia, type PreparedMedia } from '../media/store-media';

/** Spec 1 §5 "Image URLs match jpg, jpeg, png, gif": the path's extension, any letter case. */
const IMAGE_PATH = /\.(jpe?g|png|gif)$/i;
/** Any absolute URL (scheme first): refs that are not ids or /media paths but clearly mean a URL. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Keeps messages readable when someone pastes a data: URL or a very long link. */
const shown = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

export const imageUrlMessages = {
  notImageUrl: (url: string) =>
    `We couldn't use the image at ${shown(url)}. Use an http or https link ending in jpg, jpeg, png or gif.`,
  unreachable: (url: string) => `We couldn't load the image at ${shown(url)}.`,
  notImage: (url: string) => `The file at ${shown(url)} is not an image.`,
  tooBig: (url: string) =>
    `The image at ${shown(url)} is too big (at most ${UPLOAD_LIMIT_BYTES.image / 1024 / 1024} MB). Squish it down, and try again!`,
  tooLarge: (url: string, problem: ImageSizeProblem) =>
    problem === 'pixels'
      ? `The image at ${shown(url)} is too large. Use one under ${IMAGE_PIXEL_LIMITS.perFrame / 1_000_000} megapixels.`
      : `The GIF at ${shown(url)} is too large. Use one with fewer or smaller frames.`,
};

/** Whether an images[oN] ref is an outside URL (the post form sends these when CORS blocks it). */
export const isOutsideUrl = (ref: string) => HAS_SCHEME.test(ref.trim());

/**
 * Downloads a photo added by URL and readies it for storage exactly like an upload (nothing is
 * written yet, so a refused save changes no data). Every failure is a 400 naming the URL.
 */
export async function fetchPhotoByUrl(ref: string, guard: FetchGuard): Promise<PreparedMedia> {
  const url = ref.trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !IMAGE_PATH.test(parsed.pathname))
    throw badRequest(imageUrlMessages.notImageUrl(url));
  let bytes: Buffer;
  try {
    const { res } = await safeFetch(parsed.toString(), 'image/*', guard);
    bytes = await readCapped(res, UPLOAD_LIMIT_BYTES.image, 'fail');
  } catch (err) {
    const tooBig = err instanceof FetchFailed && err.reason === 'too-big';
    throw badRequest(tooBig ? imageUrlMessages.tooBig(url) : imageUrlMessages.unreachable(url));
  }
  const ext = IMAGE_PATH.exec(parsed.pathname)?.[0] ?? '';
  // An empty or cut-off body is "not an image" (the sniffer never throws); an image bomb is refused
  // from its header by prepareMedia before anything decodes it.
  const real = await sniffAs('image', bytes, ext);
  if (!real) throw badRequest(imageUrlMessages.notImage(url));
  return prepareMedia(real, bytes).catch((err: unknown) => {
    throw badRequest(err instanceof ImageTooLarge ? imageUrlMessages.tooLarge(url, err.problem) : imageUrlMessages.notImage(url));
  });
}
