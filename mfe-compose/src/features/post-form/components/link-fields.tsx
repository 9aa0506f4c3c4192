import type { FieldsProps } from './type-fields';
import { bindFields } from './field-binders';

/**
 * The link form. OpenGraph data (looked up by the form with MEDIA's useOpenGraph) pre-fills the
 * title, description, excerpt, author and thumbnail without overwriting what the user typed.
 */
export function LinkFields({ fields, setField, editorType, disabled, openGraphLoading }: FieldsProps) {
  const { plain, rich } = bindFields({ fields, setField, editorType, disabled });
  return (
    <>
      {plain('url', 'URL', { type: 'url', placeholder: 'https://', autoFocus: true })}
      {openGraphLoading && (
        <p className="compose-og-status" role="status">
          Loading OpenGraph data.
        </p>
      )}
      {fields.thumbnail && (
        <div className="compose-link-thumbnail">
          <img src={fields.thumbnail} alt="Link thumbnail" />
          <button
            type="button"
            className="compose-button compose-button--secondary"
            disabled={disabled}
            onClick={() => setField('thumbnail', '')}
          >
            Remove thumbnail
          </button>
        </div>
      )}
      {plain('title', 'Title')}
      {rich('description', 'Description')}
      {plain('excerpt', 'Excerpt', { multiline: true, rows: 3 })}
      {plain('author', 'Author')}
    </>
  );
}
