import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { API_ROUTES } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { fakeSession, remoteProps } from '@dash/remote-kit/src/testing';
import { useUploadQueue, type UploadQueueOptions } from './use-upload-queue';
import { FakeXhr, fileOf, installFakeXhr, lastXhr, uploadAnswer } from '../testing/fake-xhr';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

const props = remoteProps({ session: fakeSession({ form_key: 'fk-123' }) });
const wrapper = ({ children }: { children: ReactNode }) => <RemoteProvider value={props}>{children}</RemoteProvider>;
const imageOptions: UploadQueueOptions = {
  endpoint: API_ROUTES.mediaUpload,
  kind: 'image',
  maxBytes: 1000,
  accept: /^image\/(jpeg|png|gif)$/,
};

function setup(options = imageOptions) {
  return renderHook(() => useUploadQueue(options), { wrapper });
}

describe('useUploadQueue', () => {
  it('starts at once, sends the file as "photo" with the form key, reports progress and completes', () => {
    const { result } = setup();
    let id = '';
    act(() => {
      id = result.current.enqueue(fileOf('a.png', 'image/png', 500));
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/svc/media/upload');
    expect(xhr.headers['x-form-key']).toBe('fk-123');
    expect(xhr.file('photo')?.name).toBe('a.png');
    expect(result.current.uploads[0]).toMatchObject({ id, status: 'uploading', bytesLoaded: 0, bytesTotal: 500 });

    act(() => xhr.progress(250, 500));
    expect(result.current.uploads[0]).toMatchObject({ bytesLoaded: 250, bytesTotal: 500 });

    act(() => xhr.respond(200, uploadAnswer('42', 'image')));
    expect(result.current.uploads[0]).toMatchObject({ status: 'complete', result: { id: '42', kind: 'image' } });
  });

  it('uses the field name "data" for audio and video', () => {
    const { result } = setup({ ...imageOptions, kind: 'audio', accept: /^audio\// });
    act(() => {
      result.current.enqueue(fileOf('a.mp3', 'audio/mpeg'));
    });
    expect(lastXhr().file('data')?.name).toBe('a.mp3');
  });

  it('never sends an invalid file and lists it with the message', () => {
    const { result } = setup();
    act(() => {
      result.current.enqueue(fileOf('big.png', 'image/png', 5000));
      result.current.enqueue(fileOf('a.txt', 'text/plain'));
    });
    expect(FakeXhr.instances).toHaveLength(0);
    expect(result.current.uploads.map((u) => [u.status, u.error])).toEqual([
      ['error', 'The file is too big. Squish it down, and try again!'],
      ['error', 'This is not valid image file.'],
    ]);
  });

  it('refuses every file without an endpoint', () => {
    const { result } = setup({ ...imageOptions, endpoint: '' });
    act(() => {
      result.current.enqueue(fileOf('a.png', 'image/png'));
    });
    expect(result.current.uploads[0]?.error).toBe('Upload requires an endpoint URL');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads one file at a time, in order', () => {
    const { result } = setup();
    act(() => {
      result.current.enqueue(fileOf('1.png', 'image/png'));
      result.current.enqueue(fileOf('2.png', 'image/png'));
    });
    expect(FakeXhr.instances).toHaveLength(1);
    expect(result.current.uploads.map((u) => u.status)).toEqual(['uploading', 'validating']);
    act(() => lastXhr().respond(200, uploadAnswer('1', 'image')));
    expect(FakeXhr.instances).toHaveLength(2);
    expect(lastXhr().file('photo')?.name).toBe('2.png');
    expect(result.current.uploads.map((u) => u.status)).toEqual(['complete', 'uploading']);
  });

  it("cancels: 'Canceled upload', the request is aborted, no 'Upload error', the next one starts", () => {
    const { result } = setup();
    let first = '';
    act(() => {
      first = result.current.enqueue(fileOf('1.png', 'image/png'));
      result.current.enqueue(fileOf('2.png', 'image/png'));
    });
    const xhr = lastXhr();
    act(() => result.current.cancel(first));
    expect(xhr.aborted).toBe(true);
    expect(result.current.uploads[0]).toMatchObject({ status: 'cancelled', error: 'Canceled upload' });
    expect(FakeXhr.instances).toHaveLength(2);
    // A late network event of the aborted request changes nothing.
    act(() => xhr.networkError());
    expect(result.current.uploads[0]?.status).toBe('cancelled');
  });

  it("reports 'Upload error' on a network error and the server's words on a failed answer", () => {
    const { result } = setup();
    act(() => {
      result.current.enqueue(fileOf('1.png', 'image/png'));
      result.current.enqueue(fileOf('2.png', 'image/png'));
    });
    act(() => lastXhr().networkError());
    expect(result.current.uploads[0]).toMatchObject({ status: 'error', error: 'Upload error' });
    act(() =>
      lastXhr().respond(400, {
        meta: { status: 400, msg: 'Bad Request' },
        errors: [{ code: 'VALIDATION', detail: 'Bad file.' }],
      }),
    );
    expect(result.current.uploads[1]).toMatchObject({ status: 'error', error: 'Bad file.' });
  });

  it('aborts the running upload on unmount', () => {
    const { result, unmount } = setup();
    act(() => {
      result.current.enqueue(fileOf('1.png', 'image/png'));
    });
    unmount();
    expect(lastXhr().aborted).toBe(true);
  });
});
