// The post form's public surface. The form itself is a lazy chunk (components/lazy-post-form.ts):
// nothing here may import it eagerly.
export { PostFormHost } from './components/post-form-host';
export { InlinePostForm } from './components/inline-post-form';
export type { CloseRequest } from './hooks/use-discard-guard';
export {
  baseRouteOf,
  editPostUrl,
  formRouteKey,
  newPostUrl,
  parseFormRoute,
  reblogPostUrl,
  DEFAULT_BASE_ROUTE,
  type FormRoute,
} from './lib/form-route';
