// Test-only entry of the upload helper (like @dash/remote-kit/src/testing): never imported by
// index.ts, so no production bundle carries it.

/** One request the code under test made, with controls to answer it. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The file sent under `field`. */
  file(field: string): File | null {
    const value = this.body?.get(field);
    return value instanceof File ? value : null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  networkError() {
    this.onerror?.();
  }
}

const original = globalThis.XMLHttpRequest;

/** Replaces XMLHttpRequest for one test file; call the returned function in afterAll. */
export function installFakeXhr(): () => void {
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}

export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances[FakeXhr.instances.length - 1];
  if (!xhr) throw new Error('no upload was sent');
  return xhr;
}

/** A successful POST /svc/media/upload answer. */
export function uploadAnswer(id: string, kind: 'image' | 'audio' | 'video', url = `/media/uploads/${id}`) {
  const photo =
    kind === 'image'
      ? { photo: { url, width: 800, height: 600, caption: '', alt_sizes: [{ url, width: 800, height: 600 }] } }
      : {};
  return { meta: { status: 200, msg: 'OK' }, response: { id, kind, url, ...photo } };
}

export function fileOf(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}
