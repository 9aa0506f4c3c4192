import sharp from 'sharp';
import { gifBomb, pngBomb } from '../../test/image-bombs';
import { declaredKind, extensionKind, sniffAs } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat([...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))), Buffer.alloc(32)]);

describe('declaredKind and extensionKind', () => {
  it('reads the MIME top level, else the extension', () => {
    expect(declaredKind('image/png', '.mp3')).toBe('image');
    expect(declaredKind('application/octet-stream', '.WEBM')).toBe('video');
    expect(declaredKind('text/plain', '.txt')).toBeNull();
    expect(extensionKind('.m4a')).toBe('audio');
    expect(extensionKind('')).toBeNull();
  });
});

describe('sniffAs', () => {
  it('recognises images by their real format', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await sniffAs('image', png, '.jpg')).toEqual({
      kind: 'image',
      ext: '.png',
      mime: 'image/png',
      image: { width: 2, height: 2, frames: 1 },
    });
    expect(await sniffAs('image', Buffer.from('GIF89a nope'), '.gif')).toBeNull();
  });

  it('reports the size an image header announces, without decoding it', async () => {
    const bomb = pngBomb();
    const started = Date.now();
    expect((await sniffAs('image', bomb, '.png'))?.image).toEqual({ width: 16000, height: 16000, frames: 1 });
    // Drawing the bomb takes about 4 s of CPU here; reading its header takes milliseconds. The bound is
    // loose so a busy CI machine does not fail it, and still far below a decode.
    expect(Date.now() - started).toBeLessThan(2000);
    // Over sharp's default pixel limit too: still recognised, so callers can say "too large".
    expect((await sniffAs('image', pngBomb(20000, 20000), '.png'))?.image?.width).toBe(20000);
    expect((await sniffAs('image', gifBomb(300, 200, 7), '.gif'))?.image).toEqual({ width: 300, height: 200, frames: 7 });
  });

  it.each([
    ['image', '.png'],
    ['image', '.gif'],
    ['audio', '.mp3'],
    ['video', '.mp4'],
  ] as const)('answers null, never throws, for an empty %s file %#', async (kind, ext) => {
    await expect(sniffAs(kind, Buffer.alloc(0), ext)).resolves.toBeNull();
  });

  it('answers null for a PNG cut inside its header', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const cut of [1, 8, 16, 24]) expect(await sniffAs('image', png.subarray(0, cut), '.png')).toBeNull();
  });

  it.each([
    ['audio', bytes('ID3', [3, 0]), '.mp3', '.mp3'],
    ['audio', bytes([0xff, 0xfb, 0x90, 0x64]), '.mp3', '.mp3'],
    ['audio', bytes([0, 0, 0, 32], 'ftypM4A '), '.m4a', '.m4a'],
    ['audio', bytes('OggS'), '.ogg', '.ogg'],
    ['audio', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), '.wav', '.wav'],
    ['video', bytes([0, 0, 0, 32], 'ftypisom'), '.mp4', '.mp4'],
    ['video', bytes([0, 0, 0, 20], 'ftypqt  '), '.mov', '.mov'],
    ['video', bytes([0x1a, 0x45, 0xdf, 0xa3]), '.webm', '.webm'],
  ] as const)('finds %s bytes %#', async (kind, buf, ext, stored) => {
    expect((await sniffAs(kind, buf, ext))?.ext).toBe(stored);
  });

  it.each([
    ['audio', bytes('RIFF', [0, 0, 0, 0], 'AVI '), '.wav'],
    ['audio', bytes([0x1a, 0x45, 0xdf, 0xa3]), '.mp3'],
    ['video', bytes('ID3'), '.mp4'],
    ['video', bytes([0, 0, 0, 32], 'ftypM4A '), '.mp4'],
    ['audio', Buffer.from('short'), '.mp3'],
  ] as const)('refuses %s bytes that are something else %#', async (kind, buf, ext) => {
    expect(await sniffAs(kind, buf, ext)).toBeNull();
  });
});
