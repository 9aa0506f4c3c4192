// Photo field: the public surface (see README.md).
export { LazyPhotoField as PhotoField } from './components/lazy-photo-field';
export type { PhotoFieldProps } from './components/photo-field';
export {
  emptyPhotos,
  firstPhotoWithoutAlt,
  photoPayload,
  photoValueFromPost,
  validatePhotos,
  PHOTO_MESSAGES,
  type PhotoItem,
  type PhotoValue,
} from './lib/photo-value';
