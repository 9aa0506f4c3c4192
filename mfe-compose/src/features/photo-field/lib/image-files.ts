/** MIME types the photo field takes (jpg/jpeg are image/jpeg). */
export const PHOTO_ACCEPT = /^image\/(jpeg|png|gif)$/;
/** The file input's accept list. */
export const PHOTO_INPUT_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** Image URLs must end in jpg, jpeg, png or gif (spec 1 §5), a query or fragment aside. */
const IMAGE_URL = /^https?:\/\/[^\s/?#]+[^\s?#]*\.(?:jpe?g|png|gif)(?:[?#]\S*)?$/i;

export function isImageUrl(url: string): boolean {
  return IMAGE_URL.test(url.trim());
}

/** GIFs keep their frames: they are sent as they are, never redrawn. */
export function isRedrawable(file: File): boolean {
  return file.type === 'image/jpeg' || file.type === 'image/png';
}
