import type { ComponentProps } from 'react';
import type { FieldName } from '../lib/field-specs';
import { PlainField } from './plain-field';
import { RichField } from './rich-field';
import type { FieldsProps } from './type-fields';

type Bound = 'label' | 'name' | 'value' | 'onChange' | 'disabled' | 'editorType';
type PlainExtra = Partial<Omit<ComponentProps<typeof PlainField>, Exclude<Bound, 'name'>>>;
type RichExtra = Partial<Omit<ComponentProps<typeof RichField>, Bound>>;

/**
 * One way to draw a form field bound to the draft: its value, its setter, the editor type and the
 * disabled state come from the form's props, so each field is one line.
 */
export function bindFields({ fields, setField, editorType, disabled }: Omit<FieldsProps, 'editorType'> & Partial<FieldsProps>) {
  const plain = (name: FieldName, label: string, extra: PlainExtra = {}) => (
    <PlainField
      label={label}
      name={name}
      value={fields[name]}
      onChange={(value) => setField(name, value)}
      disabled={disabled}
      {...extra}
    />
  );
  const rich = (name: FieldName, label: string, extra: RichExtra = {}) => (
    <RichField
      label={label}
      name={name}
      value={fields[name]}
      onChange={(value) => setField(name, value)}
      editorType={editorType ?? 'rich'}
      disabled={disabled}
      {...extra}
    />
  );
  return { plain, rich };
}
