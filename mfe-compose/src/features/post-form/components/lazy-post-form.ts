import { lazy } from 'react';

/** Marks a failure to fetch the form's code, as opposed to an error while rendering it. */
export class FormLoadError extends Error {
  constructor(cause: unknown) {
    super(`The post form failed to load: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'FormLoadError';
  }
}

function createLazyForm() {
  return lazy(() =>
    import('./post-form-panel').then(
      (module) => ({ default: module.PostFormPanel }),
      (error: unknown) => {
        // React.lazy remembers a rejection for good; a fresh one lets the next open retry.
        LazyPostForm = createLazyForm();
        throw new FormLoadError(error);
      },
    ),
  );
}

/** The form code (fields, editor, media) is a lazy chunk shared by the modal and the inline form. */
export let LazyPostForm = createLazyForm();

export const LOAD_FAILURE_MESSAGE = 'Sorry, we seem to be having technical trouble. Please try again later.';
