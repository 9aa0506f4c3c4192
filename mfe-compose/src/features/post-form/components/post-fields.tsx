import { useId } from 'react';
import type { FieldSpec, PostFields } from '../lib/field-specs';

interface PostFieldsProps {
  specs: FieldSpec[];
  fields: PostFields;
  onChange: (name: keyof PostFields, value: string) => void;
  disabled: boolean;
}

/** The type's own fields plus the tags input, each with a visible label. */
export function PostFieldsEditor({ specs, fields, onChange, disabled }: PostFieldsProps) {
  const baseId = useId();
  return (
    <div className="compose-fields">
      {specs.map((spec, index) => {
        const id = `${baseId}-${spec.name}`;
        return (
          <div key={spec.name} className={`compose-field compose-field--${spec.name}`}>
            <label htmlFor={id} className="compose-field-label">
              {spec.label}
            </label>
            {spec.multiline ? (
              <textarea
                id={id}
                className="compose-textarea"
                rows={spec.name === 'chat' ? 5 : 6}
                value={fields[spec.name]}
                placeholder={spec.placeholder}
                disabled={disabled}
                autoFocus={index === 0}
                onChange={(event) => onChange(spec.name, event.target.value)}
              />
            ) : (
              <input
                id={id}
                className="compose-input"
                type={spec.inputType ?? 'text'}
                value={fields[spec.name]}
                placeholder={spec.placeholder}
                disabled={disabled}
                autoFocus={index === 0}
                onChange={(event) => onChange(spec.name, event.target.value)}
              />
            )}
          </div>
        );
      })}
      <div className="compose-field compose-field--tags">
        <label htmlFor={`${baseId}-tags`} className="compose-field-label">
          Tags
        </label>
        <input
          id={`${baseId}-tags`}
          className="compose-input"
          value={fields.tags}
          placeholder="#tags, separated by commas"
          disabled={disabled}
          onChange={(event) => onChange('tags', event.target.value)}
        />
      </div>
    </div>
  );
}
