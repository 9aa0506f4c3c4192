import { prepareImageFile } from './redraw-image';

const file = (name: string, type: string) => new File([new Uint8Array(8)], name, { type });

describe('prepareImageFile (spec 1 §5 "Files and URLs")', () => {
  const drawImage = jest.fn();
  const bitmap = { width: 4000, height: 3000, close: jest.fn() };
  const createImageBitmapMock = jest.fn(async () => bitmap);
  beforeEach(() => {
    drawImage.mockClear();
    createImageBitmapMock.mockClear();
    Object.assign(globalThis, { createImageBitmap: createImageBitmapMock });
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type) {
      callback(new Blob([`${this.width}x${this.height}`], { type }));
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  it('redraws a jpeg upright (EXIF orientation) and scales it to at most 1080 px', async () => {
    const out = await prepareImageFile(file('a.jpg', 'image/jpeg'));
    expect(createImageBitmapMock).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1080, 810);
    expect(out.name).toBe('a.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe('1080x810'.length);
  });

  it('redraws png too, keeping png', async () => {
    const out = await prepareImageFile(file('a.png', 'image/png'));
    expect(out.type).toBe('image/png');
    expect(drawImage).toHaveBeenCalled();
  });

  it('sends GIFs as they are, to keep them animated', async () => {
    const gif = file('a.gif', 'image/gif');
    expect(await prepareImageFile(gif)).toBe(gif);
    expect(createImageBitmapMock).not.toHaveBeenCalled();
  });

  it('sends the original when the browser cannot decode it', async () => {
    createImageBitmapMock.mockRejectedValueOnce(new Error('bad image'));
    const jpg = file('a.jpg', 'image/jpeg');
    expect(await prepareImageFile(jpg)).toBe(jpg);
  });
});
