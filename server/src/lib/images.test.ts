import { pngBomb } from '../../test/image-bombs';
import { imageSizeProblem, renderImageRenditions } from './images';

describe('imageSizeProblem', () => {
  it('allows up to 50 megapixels a frame and 300 megapixels across a GIF', () => {
    expect(imageSizeProblem({ width: 8000, height: 6250, frames: 1 }, 'image/jpeg')).toBeNull();
    expect(imageSizeProblem({ width: 8000, height: 6251, frames: 1 }, 'image/jpeg')).toBe('pixels');
    expect(imageSizeProblem({ width: 1000, height: 1000, frames: 300 }, 'image/gif')).toBeNull();
    expect(imageSizeProblem({ width: 1000, height: 1000, frames: 301 }, 'image/gif')).toBe('gif-frames');
    // Other animated formats are drawn from their first frame only.
    expect(imageSizeProblem({ width: 1000, height: 1000, frames: 301 }, 'image/webp')).toBeNull();
  });
});

describe('renderImageRenditions', () => {
  it("refuses an image bomb itself (sharp's pixel limit), without drawing it", async () => {
    const bomb = pngBomb();
    const started = Date.now();
    await expect(renderImageRenditions('x', bomb)).rejects.toThrow(/pixel limit/);
    // Drawing the bomb takes about 4 s of CPU here; reading its header takes milliseconds. The bound is
    // loose so a busy CI machine does not fail it, and still far below a decode.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
