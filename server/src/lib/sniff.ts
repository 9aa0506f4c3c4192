import sharp from 'sharp';

export type MediaKind = 'image' | 'audio' | 'video';

/** An image's size as its header states it; `height` is one frame's (GIFs and WebPs may animate). */
export interface ImageSize {
  width: number;
  height: number;
  frames: number;
}

/** What the bytes really are: the kind and the extension the file is stored with (+ the size of images). */
export interface Sniffed {
  kind: MediaKind;
  ext: string;
  mime: string;
  image?: ImageSize;
}

const IMAGE_FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: '.jpg', mime: 'image/jpeg' },
  png: { ext: '.png', mime: 'image/png' },
  gif: { ext: '.gif', mime: 'image/gif' },
  webp: { ext: '.webp', mime: 'image/webp' },
};

const EXTENSION_KINDS: Record<string, MediaKind> = {
  '.jpg': 'image',
  '.jpeg': 'image',
  '.png': 'image',
  '.gif': 'image',
  '.webp': 'image',
  '.mp3': 'audio',
  '.m4a': 'audio',
  '.ogg': 'audio',
  '.oga': 'audio',
  '.wav': 'audio',
  '.mp4': 'video',
  '.m4v': 'video',
  '.mov': 'video',
  '.webm': 'video',
};

/** The kind the client claims: the MIME type, else (for octet-stream) the file extension. */
export function declaredKind(mime: string, ext: string): MediaKind | null {
  const top = mime.split('/')[0];
  if (top === 'image' || top === 'audio' || top === 'video') return top;
  return EXTENSION_KINDS[ext.toLowerCase()] ?? null;
}

/** The kind an extension stands for, or null for unknown or missing extensions. */
export const extensionKind = (ext: string): MediaKind | null => EXTENSION_KINDS[ext.toLowerCase()] ?? null;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** Audio and video by magic numbers (there is no decoder on the server). */
function sniffAv(buf: Buffer): { family: 'mp3' | 'isobmff' | 'ogg' | 'wav' | 'webm' } | null {
  if (buf.length < 12) return null;
  if (ascii(buf, 0, 3) === 'ID3') return { family: 'mp3' };
  // MPEG audio frame sync: 11 set bits, a valid layer, not the reserved version.
  const b0 = buf[0] ?? 0;
  const b1 = buf[1] ?? 0;
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0 && (b1 & 0x18) !== 0x08) return { family: 'mp3' };
  if (ascii(buf, 4, 8) === 'ftyp') return { family: 'isobmff' };
  if (ascii(buf, 0, 4) === 'OggS') return { family: 'ogg' };
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WAVE') return { family: 'wav' };
  if (buf.readUInt32BE(0) === 0x1a45dfa3) return { family: 'webm' };
  return null;
}

function isobmffIsAudio(buf: Buffer, ext: string): boolean {
  const brand = ascii(buf, 8, 12);
  return brand === 'M4A ' || brand === 'M4B ' || ext === '.m4a';
}

/**
 * The image header, or null when the bytes are not a readable image. sharp's metadata() reads only the
 * header (and, for GIFs, walks the frame list): no pixel is decoded, so a decompression bomb costs
 * nothing here. No pixel limit on this read, so an over-large image is still recognised and the caller
 * refuses it for its size, in words, rather than as "not an image". sharp throws synchronously on an
 * empty buffer, hence the try around the whole call and not a .catch().
 */
async function imageHeader(buf: Buffer): Promise<sharp.Metadata | null> {
  if (buf.length === 0) return null;
  try {
    return await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

async function sniffImage(buf: Buffer): Promise<Sniffed | null> {
  const meta = await imageHeader(buf);
  const format = meta?.format ? IMAGE_FORMATS[meta.format] : undefined;
  const height = meta?.pageHeight ?? meta?.height;
  if (!format || !meta?.width || !height) return null;
  return { kind: 'image', ...format, image: { width: meta.width, height, frames: meta.pages ?? 1 } };
}

/**
 * Sniffs the bytes as the declared kind; null when they are not a file of that kind. Never throws:
 * empty, truncated or garbled bytes are simply "not that kind", which callers answer with a 400.
 */
export async function sniffAs(kind: MediaKind, buf: Buffer, ext: string): Promise<Sniffed | null> {
  if (kind === 'image') return sniffImage(buf);
  const av = sniffAv(buf);
  if (!av) return null;
  const lower = ext.toLowerCase();
  if (kind === 'audio') {
    if (av.family === 'mp3') return { kind, ext: '.mp3', mime: 'audio/mpeg' };
    if (av.family === 'ogg') return { kind, ext: '.ogg', mime: 'audio/ogg' };
    if (av.family === 'wav') return { kind, ext: '.wav', mime: 'audio/wav' };
    if (av.family === 'isobmff' && isobmffIsAudio(buf, lower)) return { kind, ext: '.m4a', mime: 'audio/mp4' };
    return null;
  }
  if (av.family === 'webm') return { kind, ext: '.webm', mime: 'video/webm' };
  if (av.family === 'isobmff' && !isobmffIsAudio(buf, lower)) {
    return ascii(buf, 8, 12) === 'qt  '
      ? { kind, ext: '.mov', mime: 'video/quicktime' }
      : { kind, ext: '.mp4', mime: 'video/mp4' };
  }
  return null;
}
