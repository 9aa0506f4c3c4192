import zlib from 'node:zlib';

/**
 * Hand-written image files whose headers promise far more pixels than their bytes suggest
 * (decompression bombs). Written byte by byte because encoding them with sharp would itself
 * take the seconds the server must not spend.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black 1-bit greyscale PNG: 16000×16000 is about 30 KB on disk and 256 MB once decoded.
 */
export function pngBomb(width = 16000, height = 16000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const row = Math.ceil(width / 8) + 1; // a filter byte, then the packed pixels (all zero: black)
  const idat = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const u16 = (n: number) => [n & 0xff, n >> 8];

/**
 * An animated GIF of `frames` frames of width×height. Each frame's image data is only a clear code
 * and an end code, so a few bytes per frame announce millions of pixels: the header and the frame
 * count read fine, which is all a server that keeps GIFs as sent ever reads of them.
 */
export function gifBomb(width: number, height: number, frames: number): Buffer {
  const head = [
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(width),
    ...u16(height),
    0x80, // global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    // NETSCAPE2.0: loop forever, so decoders treat it as an animation
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00],
  ];
  const frame = [
    ...[0x21, 0xf9, 0x04, 0x00, ...u16(10), 0x00, 0x00], // graphic control: 100 ms
    ...[0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0x00],
    ...[0x02, 0x01, 0x2c, 0x00], // LZW minimum code size 2; one sub-block: clear (4), end (5)
  ];
  return Buffer.from([...head, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}
