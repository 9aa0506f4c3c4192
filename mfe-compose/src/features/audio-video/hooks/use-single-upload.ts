import { useEffect, useRef, useState } from 'react';
import { API_ROUTES, type MediaUploadResponse } from '@dash/shared-contracts';
import { useUploadQueue, type UploadKind, type UploadState } from '../../uploads';
import { withCanonicalType } from '../lib/media-files';

export interface SingleUploadEvents {
  onStart(): void;
  onComplete(result: MediaUploadResponse): void;
  /** A refused, failed or cancelled upload; `error` is what to show (cancelling shows none). */
  onStop(error: string | null): void;
}

/**
 * One file of a field (the audio, the video, the album art): choosing another replaces it. The
 * events fire once per state change so the field can mirror them into its value.
 */
export function useSingleUpload(kind: UploadKind, accept: RegExp, maxBytes: number, events: SingleUploadEvents) {
  const queue = useUploadQueue({ endpoint: API_ROUTES.mediaUpload, kind, maxBytes, accept });
  const [currentId, setCurrentId] = useState<string | null>(null);
  const current: UploadState | undefined = queue.uploads.find((u) => u.id === currentId);
  const latest = useRef(events);
  latest.current = events;
  const reported = useRef<string>('');

  useEffect(() => {
    if (!current) return;
    const key = `${current.id}:${current.status}`;
    if (reported.current === key) return;
    reported.current = key;
    if (current.status === 'complete' && current.result) latest.current.onComplete(current.result);
    else if (current.status === 'error') latest.current.onStop(current.error ?? null);
    else if (current.status === 'cancelled') latest.current.onStop(null);
    else if (current.status === 'uploading' || current.status === 'validating') latest.current.onStart();
  }, [current]);

  const start = (file: File) => {
    if (currentId) queue.cancel(currentId);
    setCurrentId(queue.enqueue(withCanonicalType(file)));
  };
  const cancel = () => {
    if (currentId) queue.cancel(currentId);
  };
  return { start, cancel, current };
}
