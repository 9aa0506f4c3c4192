import { MESSAGING } from '@dash/shared-contracts';
import { fitThumbnail } from './image-fit';

/** Spec 2 §5 photo upload texts. */
export const INVALID_TYPE_TEXT = 'Invalid file type';
export const UNLOADABLE_TEXT = 'Something about that file is off. Try sending something else.';
export function tooBigText(limitBytes: number): string {
  return `Image must be smaller than ${Math.floor(limitBytes / (1024 * 1024))}MB`;
}

/** What the file picker offers (spec 2 §5: jpg, jpeg, png or gif). */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
const TYPE_PATTERN = /\.(jpe?g|png|gif)$/i;
const MIME_PATTERN = /^image\/(jpe?g|png|gif)$/i;

/** Spec 2 §5 message contexts (sent only if the first segment is one of post-chrome, messaging-gif, messaging-image-upload). */
export const PHOTO_CONTEXT = 'messaging-image-upload';
const SENDABLE_CONTEXTS = new Set(['post-chrome', 'messaging-gif', 'messaging-image-upload']);
export function sendableContext(context: string | undefined): string | undefined {
  if (!context) return undefined;
  return SENDABLE_CONTEXTS.has(context.split(/[:/ ]/)[0] ?? '') ? context : undefined;
}

/**
 * Spec 2 §5: the type must be jpg, jpeg, png or gif (by name, or by MIME type when the name has no
 * extension) and an image/* content type; the size at most the limit. Answers the alert text, or null.
 */
export function checkPhoto(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limitBytes: number = MESSAGING.imageUploadLimitBytes,
): string | null {
  const hasExtension = /\.[^./]+$/.test(file.name);
  const typeOk = hasExtension ? TYPE_PATTERN.test(file.name) && file.type.startsWith('image/') : MIME_PATTERN.test(file.type);
  if (!typeOk) return INVALID_TYPE_TEXT;
  if (file.size > limitBytes) return tooBigText(limitBytes);
  return null;
}

interface PreviewBase {
  /** What is drawn: a photo's object URL, or a GIF's media URL. */
  url: string;
  /** The image's own size. */
  width: number;
  height: number;
  context: string;
  /** The sender's description (issue 13), sent as `alt`: typed in the preview's Alt text field, a GIF's prefilled from its post. */
  alt: string;
}

/** A photo from the file picker, sent as multipart (`data`). */
export interface PhotoPreview extends PreviewBase {
  kind: 'photo';
  /** The picked file; `url` is its object URL, revoked when the preview is gone and its message is saved or dropped. */
  file: File;
}

/** A GIF from the GIF search, sent by reference (its post id and media URL, see gif-rules.ts). */
export interface GifPreview extends PreviewBase {
  kind: 'gif';
  postId: string;
  blogUuid: string;
  postBlog: string;
}

/** The image waiting in the preview area (spec 2 §3 "Preview image"): sent first on submit. */
export type PreviewImage = PhotoPreview | GifPreview;

/** Lets go of what a preview holds: a photo's object URL (a GIF's media URL is the server's). */
export function releasePreview(preview: PreviewImage): void {
  if (preview.kind === 'photo') URL.revokeObjectURL(preview.url);
}

/** The preview's drawn size: scaled down (never up) to fit 210×150 (spec 2 §5). */
export function previewSize(preview: Pick<PreviewImage, 'width' | 'height'>): { width: number; height: number } {
  return fitThumbnail(preview.width, preview.height);
}

/** Loads a picked file as an image; rejects (the "off" alert) when the browser cannot decode it. */
export function loadPhoto(file: File, context: string = PHOTO_CONTEXT): Promise<PhotoPreview> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      if (img.naturalWidth > 0 && img.naturalHeight > 0) {
        resolve({ kind: 'photo', file, url, width: img.naturalWidth, height: img.naturalHeight, context, alt: '' });
      } else {
        URL.revokeObjectURL(url);
        reject(new Error(UNLOADABLE_TEXT));
      }
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(UNLOADABLE_TEXT));
    };
    img.src = url;
  });
}

/**
 * The `alt` a message image is drawn with (issue 13): the sender's description, else "GIF from {sender}"
 * or "Image from {sender}" (the blog that sent it; the GIF's post is not part of the message).
 */
export function messageImageAlt(alt: string | undefined, { gif, sender }: { gif: boolean; sender: string }): string {
  const written = (alt ?? '').trim();
  if (written) return written;
  const kind = gif ? 'GIF' : 'Image';
  return sender ? `${kind} from ${sender}` : kind;
}

/** Spec 2 §4: a queued preview message waits this long after the preview closes. */
export const PREVIEW_SEND_DELAY_MS = 150;
/** Spec 2 §9: preview in 300 ms, out 200 ms. */
export const PREVIEW_IN_MS = 300;
export const PREVIEW_OUT_MS = 200;

/**
 * Spec 2 §4 "Image preview" submit: the preview message goes first (queued 150 ms after the preview
 * closes), then the text message if any. `closePreview` runs at once.
 */
export function submitWithPreview(
  preview: PreviewImage,
  text: string,
  deps: {
    closePreview: () => void;
    enqueue: (text: string, image?: PreviewImage) => void;
    setTimer?: (run: () => void, ms: number) => unknown;
  },
): void {
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => window.setTimeout(run, ms));
  deps.closePreview();
  setTimer(() => {
    deps.enqueue('', preview);
    if (text) deps.enqueue(text);
  }, PREVIEW_SEND_DELAY_MS);
}
