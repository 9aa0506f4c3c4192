import type { FieldsProps } from './type-fields';
import { bindFields } from './field-binders';

/** Tags, the optional source URL (the server adds http) and, under Advanced, the custom URL slug (spec 1 §3 common fields). */
export function PostMetaFields(props: Omit<FieldsProps, 'editorType'>) {
  const { plain } = bindFields(props);
  return (
    <div className="compose-meta">
      {plain('tags', 'Tags', { placeholder: '#tags, separated by commas' })}
      {plain('sourceUrl', 'Source URL', { name: 'source-url', placeholder: 'Optional: where this came from' })}
      <details className="compose-advanced" open={props.fields.slug !== '' ? true : undefined}>
        <summary>Advanced</summary>
        {plain('slug', 'Custom URL', { placeholder: 'custom-url-slug' })}
      </details>
    </div>
  );
}
