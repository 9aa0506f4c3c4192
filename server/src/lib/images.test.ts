import { imageSizeProblem } from './images';

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
