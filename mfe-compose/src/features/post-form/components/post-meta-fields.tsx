import type { FieldsProps } from './type-fields';
import { PlainField } from './plain-field';

/** Tags, the optional source URL (the server adds http) and, under Advanced, the custom URL slug (spec 1 §3 common fields). */
export function PostMetaFields({ fields, setField, disabled }: Omit<FieldsProps, 'editorType'>) {
  return (
    <div className="compose-meta">
      <PlainField
        label="Tags"
        name="tags"
        value={fields.tags}
        onChange={(value) => setField('tags', value)}
        placeholder="#tags, separated by commas"
        disabled={disabled}
      />
      <PlainField
        label="Source URL"
        name="source-url"
        value={fields.sourceUrl}
        onChange={(value) => setField('sourceUrl', value)}
        placeholder="Optional: where this came from"
        disabled={disabled}
      />
      <details className="compose-advanced" open={fields.slug !== '' ? true : undefined}>
        <summary>Advanced</summary>
        <PlainField
          label="Custom URL"
          name="slug"
          value={fields.slug}
          onChange={(value) => setField('slug', value)}
          placeholder="custom-url-slug"
          disabled={disabled}
        />
      </details>
    </div>
  );
}
