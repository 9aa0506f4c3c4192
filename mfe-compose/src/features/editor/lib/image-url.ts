// Spec 1 §5 "Image URLs match jpg, jpeg, png, gif": an http(s) address whose path ends in one of
// them (a query or fragment may follow).
const IMAGE_URL = /^https?:\/\/[^\s/?#]+\/[^\s?#]*\.(?:jpe?g|png|gif)(?:[?#]\S*)?$/i;

export function isImageUrl(text: string): boolean {
  return IMAGE_URL.test(text.trim());
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Loads an image to read its original size; rejects when it cannot be loaded. */
export function loadImageSize(src: string): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(`The image at ${src} could not be loaded.`));
    image.src = src;
  });
}
