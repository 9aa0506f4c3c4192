import { imageSizeProblem, type ImageSizeProblem } from '../../lib/images';
import { IMAGE_PIXEL_LIMITS } from '../../lib/limits';
import type { Sniffed } from '../../lib/sniff';

const megapixels = IMAGE_PIXEL_LIMITS.perFrame / 1_000_000;

/** What the uploader reads (POST /svc/media/upload); photos by URL name the URL instead (fetch-photo.ts). */
export const imageTooLargeMessages: Record<ImageSizeProblem, string> = {
  pixels: `This image is too large. Use one under ${megapixels} megapixels.`,
  'gif-frames': 'This GIF is too large. Use one with fewer or smaller frames.',
};

/** An image refused for its size before any of it was decoded; callers answer a 400 in their words. */
export class ImageTooLarge extends Error {
  constructor(readonly problem: ImageSizeProblem) {
    super(imageTooLargeMessages[problem]);
    this.name = 'ImageTooLarge';
  }
}

/** Throws ImageTooLarge when the sniffed header announces more pixels than IMAGE_PIXEL_LIMITS allow. */
export function assertImageSize(real: Sniffed): void {
  const problem = real.image ? imageSizeProblem(real.image, real.mime) : null;
  if (problem) throw new ImageTooLarge(problem);
}
