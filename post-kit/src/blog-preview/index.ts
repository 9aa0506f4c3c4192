export {
  useBlogPreview,
  type BlogPreviewHoverProps,
  type BlogPreviewOptions,
  type BlogPreviewTriggerProps,
} from './use-blog-preview';
