// The content of every post type. Other folders import it from here only.
export { TypedContent, hasTitle, type TypedContentProps } from './components/post-content';
export { PhotoContent } from './components/photo-content';
export { photoRows, photoSizes, FEED_COLUMN_PX, PHOTO_GAP_PX } from './lib/photo-rows';
export { photoSources, fallbackSrcSet, type PhotoSource } from './lib/photo-sources';
