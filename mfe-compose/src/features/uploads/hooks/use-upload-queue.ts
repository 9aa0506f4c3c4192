import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaUploadResponse } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { sendUpload } from '../lib/send-upload';
import { UPLOAD_MESSAGES, uploadFieldName, type UploadKind } from '../lib/upload-messages';
import { validateUploadFile } from '../lib/validate-file';

/**
 * 'validating' is a file that passed validation and waits for its turn (spec 1 §4 "Upload helper":
 * validation, then uploading, then complete or error, or cancelled).
 */
export interface UploadState {
  id: string;
  file: File;
  status: 'validating' | 'uploading' | 'complete' | 'error' | 'cancelled';
  bytesLoaded: number;
  bytesTotal: number;
  error?: string;
  result?: MediaUploadResponse;
}

export interface UploadQueueOptions {
  endpoint: string;
  kind: UploadKind;
  maxBytes: number;
  accept: RegExp;
}

export interface UploadQueue {
  enqueue(file: File): string;
  cancel(id: string): void;
  uploads: UploadState[];
}

let nextId = 0;

/**
 * One upload at a time, started automatically (spec 1 §9). Invalid files never leave the browser:
 * they are listed at once with status 'error' and the validation message.
 */
export function useUploadQueue(options: UploadQueueOptions): UploadQueue {
  const { session } = useRemote();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const active = useRef<{ id: string; abort: () => void } | null>(null);
  const latest = useRef({ options, formKey: session.form_key });
  latest.current = { options, formKey: session.form_key };

  const patch = useCallback((id: string, change: Partial<UploadState>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const enqueue = useCallback((file: File) => {
    nextId += 1;
    const id = `upload-${nextId}`;
    const { endpoint, kind, maxBytes, accept } = latest.current.options;
    const invalid = validateUploadFile(file, { endpoint, kind, maxBytes, accept });
    const item: UploadState = {
      id,
      file,
      status: invalid ? 'error' : 'validating',
      bytesLoaded: 0,
      bytesTotal: file.size,
      ...(invalid ? { error: invalid.message } : {}),
    };
    setUploads((list) => [...list, item]);
    return id;
  }, []);

  const cancel = useCallback((id: string) => {
    if (active.current?.id === id) {
      active.current.abort();
      active.current = null;
    }
    setUploads((list) =>
      list.map((u) =>
        u.id === id && (u.status === 'validating' || u.status === 'uploading')
          ? { ...u, status: 'cancelled', error: UPLOAD_MESSAGES.cancelled }
          : u,
      ),
    );
  }, []);

  useEffect(() => {
    if (active.current) return;
    const next = uploads.find((u) => u.status === 'validating');
    if (!next) return;
    const { options: current, formKey } = latest.current;
    const id = next.id;
    patch(id, { status: 'uploading' });
    const abort = sendUpload({
      endpoint: current.endpoint,
      file: next.file,
      fieldName: uploadFieldName(current.kind),
      formKey,
      onProgress: (bytesLoaded, bytesTotal) => patch(id, { bytesLoaded, bytesTotal }),
      onDone: (outcome) => {
        if (active.current?.id === id) active.current = null;
        if (outcome.ok) patch(id, { status: 'complete', result: outcome.result, bytesLoaded: next.file.size });
        else patch(id, { status: 'error', error: outcome.error });
      },
    });
    active.current = { id, abort };
  }, [uploads, patch]);

  // Leaving the form stops the running upload; nothing is left to report to.
  useEffect(
    () => () => {
      active.current?.abort();
      active.current = null;
    },
    [],
  );

  return { enqueue, cancel, uploads };
}
