import { validateUploadFile } from './validate-file';
import { fileOf } from '../testing/fake-xhr';

const rules = { endpoint: '/svc/media/upload', kind: 'image' as const, maxBytes: 100, accept: /^image\/(jpeg|png|gif)$/ };

describe('validateUploadFile (spec 1 §5 "Upload helper")', () => {
  it('accepts a file within the limits', () => {
    expect(validateUploadFile(fileOf('a.png', 'image/png', 100), rules)).toBeNull();
  });
  it('refuses a file larger than maxBytes with the filesize message', () => {
    expect(validateUploadFile(fileOf('a.png', 'image/png', 101), rules)).toEqual({
      type: 'filesize',
      message: 'The file is too big. Squish it down, and try again!',
    });
  });
  it('refuses a type the pattern does not match, naming the media type', () => {
    expect(validateUploadFile(fileOf('a.txt', 'text/plain'), rules)).toEqual({
      type: 'filetype',
      message: 'This is not valid image file.',
    });
    expect(validateUploadFile(fileOf('a.txt', 'text/plain'), { ...rules, kind: 'audio' })?.message).toBe(
      'This is not valid audio file.',
    );
  });
  it('defaults the media type to image', () => {
    expect(validateUploadFile(fileOf('a.txt', 'text/plain'), { endpoint: '/x', accept: /^image\// })?.message).toBe(
      'This is not valid image file.',
    );
  });
  it('needs an endpoint', () => {
    expect(validateUploadFile(fileOf('a.png', 'image/png'), { ...rules, endpoint: '' })).toEqual({
      type: 'endpoint',
      message: 'Upload requires an endpoint URL',
    });
  });
  it('has no size limit when maxBytes is 0 and no type rule without a pattern', () => {
    expect(validateUploadFile(fileOf('a.bin', '', 10_000), { endpoint: '/x', maxBytes: 0 })).toBeNull();
  });
  it('gives the same answer twice for a global pattern', () => {
    const global = { ...rules, accept: /^image\/png$/g };
    expect(validateUploadFile(fileOf('a.png', 'image/png'), global)).toBeNull();
    expect(validateUploadFile(fileOf('a.png', 'image/png'), global)).toBeNull();
  });
});
