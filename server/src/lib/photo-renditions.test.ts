import sharp from 'sharp';
import { pngBomb } from '../../test/image-bombs';
import { renderPhoto, targetWidths } from './photo-renditions';

const solid = (width: number, height: number, background: string | sharp.RGBA = '#00b8ff') =>
  sharp({ create: { width, height, channels: background instanceof Object ? 4 : 3, background } });

/** [type, width, height] of every file, decoded back by sharp (so the bytes are what they claim). */
async function decoded(files: { type?: string; path: string; width: number; height: number; data: Buffer }[]) {
  return Promise.all(
    files.map(async (f) => {
      const meta = await sharp(f.data).metadata();
      expect([meta.width, meta.height]).toEqual([f.width, f.height]);
      return [meta.format, f.width, f.height, f.path];
    }),
  );
}

describe('renderPhoto', () => {
  it('draws JPEGs at 1080/540/250 and AVIF then WebP at 1080/720/360', async () => {
    const png = await solid(1600, 900).png().toBuffer();
    const { renditions, variants } = await renderPhoto('up/x', png);
    expect(await decoded(renditions)).toEqual([
      ['jpeg', 1080, 608, 'up/x-1080.jpg'],
      ['jpeg', 540, 304, 'up/x-540.jpg'],
      ['jpeg', 250, 141, 'up/x-250.jpg'],
    ]);
    // sharp reports AVIF as 'heif'.
    expect(await decoded(variants)).toEqual([
      ['heif', 1080, 608, 'up/x-1080.avif'],
      ['heif', 720, 405, 'up/x-720.avif'],
      ['heif', 360, 203, 'up/x-360.avif'],
      ['webp', 1080, 608, 'up/x-1080.webp'],
      ['webp', 720, 405, 'up/x-720.webp'],
      ['webp', 360, 203, 'up/x-360.webp'],
    ]);
    expect(variants.map((v) => v.type)).toEqual([...Array(3).fill('image/avif'), ...Array(3).fill('image/webp')]);
  });

  it('never enlarges a small photo', async () => {
    const { renditions, variants } = await renderPhoto('s', await solid(500, 400).jpeg().toBuffer());
    expect(renditions.map((r) => r.width)).toEqual([500, 250]);
    expect(variants.map((v) => `${v.width}.${v.path.split('.').pop()}`)).toEqual([
      '500.avif',
      '360.avif',
      '500.webp',
      '360.webp',
    ]);
  });

  it('turns the photo upright from its EXIF orientation and puts transparency on white', async () => {
    const rotated = await solid(1600, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await renderPhoto('r', rotated);
    expect([upright.variants[0]?.width, upright.variants[0]?.height]).toEqual([800, 1600]);

    const clear = await solid(600, 400, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer();
    const { variants } = await renderPhoto('t', clear);
    const webp = variants.find((v) => v.type === 'image/webp');
    const { data, info } = await sharp(webp?.data).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect([...data.subarray(0, 3)].every((c) => c > 245)).toBe(true);
  });

  it('draws a very tall image too (streamed instead of kept in memory)', async () => {
    const { renditions, variants } = await renderPhoto('tall', await solid(1200, 6000).png().toBuffer());
    expect(renditions[0]).toMatchObject({ width: 1080, height: 5400 });
    expect(variants.map((v) => v.width)).toEqual([1080, 720, 360, 1080, 720, 360]);
  });

  it("refuses an image bomb itself (sharp's pixel limit), without drawing it", async () => {
    const bomb = pngBomb();
    const started = Date.now();
    await expect(renderPhoto('x', bomb)).rejects.toThrow(/pixel limit/);
    // Drawing the bomb takes about 4 s of CPU here; reading its header takes milliseconds. The bound is
    // loose so a busy CI machine does not fail it, and still far below a decode.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('targetWidths', () => {
  it('caps every width at the source width and drops repeats', () => {
    expect(targetWidths([1080, 720, 360], 2000)).toEqual([1080, 720, 360]);
    expect(targetWidths([1080, 720, 360], 700)).toEqual([700, 360]);
    expect(targetWidths([1080, 720, 360], 200)).toEqual([200]);
  });
});
