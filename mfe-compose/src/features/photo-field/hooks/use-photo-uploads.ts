import { useCallback, useEffect, useRef, useState } from 'react';
import { API_ROUTES, type GifMedia } from '@dash/shared-contracts';
import { uploadProgress, useUploadQueue, validateUploadFile, type UploadState } from '../../uploads';
import { fetchImageFile } from '../api/fetch-image-file';
import { PHOTO_ACCEPT, isImageUrl } from '../lib/image-files';
import { prepareImageFile } from '../lib/redraw-image';
import { PHOTO_MESSAGES, nextPhotoId, withPhotos, type PhotoItem, type PhotoValue } from '../lib/photo-value';

function changeFor(upload: UploadState): Partial<PhotoItem> {
  switch (upload.status) {
    case 'validating':
      return { status: 'uploading', progress: 0 };
    case 'uploading':
      return { status: 'uploading', progress: uploadProgress(upload.bytesLoaded, upload.bytesTotal) };
    case 'complete': {
      const result = upload.result;
      return {
        status: 'complete',
        progress: 100,
        mediaId: result?.id,
        url: result?.photo?.url ?? result?.url,
        width: result?.photo?.width,
        height: result?.photo?.height,
      };
    }
    default:
      return { status: 'error', error: upload.error ?? 'Upload error' };
  }
}

const changes = (photo: PhotoItem, change: Partial<PhotoItem>) =>
  (Object.keys(change) as (keyof PhotoItem)[]).some((key) => photo[key] !== change[key]);

/**
 * Keeps a controlled PhotoValue in step with its uploads: adding files (refusing past maxPhotos),
 * image URLs and GIFs, mirroring progress and results into the photos, and cancelling on remove.
 */
export function usePhotoUploads(
  value: PhotoValue,
  onChange: (v: PhotoValue) => void,
  opts: { maxPhotos: number; maxBytes: number },
) {
  const queue = useUploadQueue({
    endpoint: API_ROUTES.mediaUpload,
    kind: 'image',
    maxBytes: opts.maxBytes,
    accept: PHOTO_ACCEPT,
  });
  const latest = useRef(value);
  latest.current = value;
  const emit = useRef(onChange);
  emit.current = onChange;
  const uploadOf = useRef(new Map<string, string>()); // photo id → upload id
  const [previews, setPreviews] = useState<Record<string, string>>({});
  // Messages for the field's alert area: files refused before sending, too many photos, a bad URL.
  const [notices, setNotices] = useState<string[]>([]);

  const update = useCallback((fn: (v: PhotoValue) => PhotoValue) => {
    const next = fn(latest.current);
    latest.current = next;
    emit.current(next);
  }, []);
  const patch = useCallback(
    (id: string, change: Partial<PhotoItem>) =>
      update((v) => ({ ...v, photos: v.photos.map((p) => (p.id === id ? { ...p, ...change } : p)) })),
    [update],
  );
  const exists = (id: string) => latest.current.photos.some((p) => p.id === id);

  useEffect(() => {
    for (const [photoId, uploadId] of uploadOf.current) {
      const upload = queue.uploads.find((u) => u.id === uploadId);
      const photo = latest.current.photos.find((p) => p.id === photoId);
      if (!upload || !photo) continue;
      const change = changeFor(upload);
      if (changes(photo, change)) patch(photoId, change);
    }
  }, [queue.uploads, patch]);

  /** Adds as many as fit; returns the new photos' ids. */
  const addItems = (items: Array<Omit<PhotoItem, 'id' | 'caption'>>, refused: string[] = []): string[] => {
    const room = Math.max(0, opts.maxPhotos - latest.current.photos.length);
    setNotices(items.length > room ? [...refused, PHOTO_MESSAGES.tooMany(opts.maxPhotos)] : refused);
    const ids: string[] = [];
    for (const item of items.slice(0, room)) {
      const id = nextPhotoId(latest.current.photos);
      ids.push(id);
      update((v) => withPhotos(v, [...v.photos, { ...item, id, caption: '', alt: item.alt ?? '' }]));
    }
    return ids;
  };

  const startUpload = async (id: string, file: File) => {
    const prepared = await prepareImageFile(file);
    if (exists(id)) uploadOf.current.set(id, queue.enqueue(prepared));
  };

  /**
   * Files the upload helper refuses (type, size) never become tiles: they are named in the alert
   * area and nothing else changes. The original file is checked, so the size message matches what
   * the user chose (the redraw may shrink it, but "Squish it down" asks the user to do that).
   */
  const addFiles = (chosen: File[]) => {
    const refused: string[] = [];
    const files = chosen.filter((file) => {
      const invalid = validateUploadFile(file, {
        endpoint: API_ROUTES.mediaUpload,
        kind: 'image',
        maxBytes: opts.maxBytes,
        accept: PHOTO_ACCEPT,
      });
      if (invalid) refused.push(PHOTO_MESSAGES.refusedFile(file.name, invalid.message));
      return !invalid;
    });
    const ids = addItems(
      files.map(() => ({ status: 'uploading', progress: 0 })),
      refused,
    );
    ids.forEach((id, i) => {
      const file = files[i];
      if (!file) return;
      if (typeof URL.createObjectURL === 'function') {
        const preview = URL.createObjectURL(file);
        setPreviews((p) => ({ ...p, [id]: preview }));
      }
      void startUpload(id, file);
    });
  };

  /** Returns false (and says why) when the URL is not an image URL. */
  const addUrl = (url: string): boolean => {
    const trimmed = url.trim();
    if (!isImageUrl(trimmed)) {
      setNotices([PHOTO_MESSAGES.badUrl]);
      return false;
    }
    const [id] = addItems([{ status: 'uploading', progress: 0, externalUrl: trimmed }]);
    if (!id) return false;
    void fetchImageFile(trimmed).then((file) => {
      if (!exists(id)) return;
      if (file) void startUpload(id, file);
      else patch(id, { status: 'complete', progress: 100 });
    });
    return true;
  };

  const addGif = (gif: GifMedia) => {
    addItems([
      {
        status: 'complete',
        progress: 100,
        url: gif.mediaUrl,
        externalUrl: gif.mediaUrl,
        width: gif.width,
        height: gif.height,
        // The alt text of the post the GIF comes from (issue 13), editable like any other.
        alt: gif.alt ?? '',
      },
    ]);
  };

  const remove = (id: string) => {
    const uploadId = uploadOf.current.get(id);
    if (uploadId) queue.cancel(uploadId);
    uploadOf.current.delete(id);
    const preview = previews[id];
    if (preview) URL.revokeObjectURL(preview);
    setNotices([]);
    update((v) =>
      withPhotos(
        v,
        v.photos.filter((p) => p.id !== id),
      ),
    );
  };

  const latestPreviews = useRef(previews);
  latestPreviews.current = previews;
  useEffect(
    () => () => {
      for (const url of Object.values(latestPreviews.current)) URL.revokeObjectURL(url);
    },
    [],
  );

  return { addFiles, addUrl, addGif, remove, update, previews, notices };
}
