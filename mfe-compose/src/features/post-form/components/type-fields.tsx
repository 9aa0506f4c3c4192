import type { EditorType, PostType } from '@dash/shared-contracts';
import type { FieldName, PostFields } from '../lib/field-specs';
import { LinkFields } from './link-fields';
import { bindFields } from './field-binders';

export interface FieldsProps {
  fields: PostFields;
  setField: (name: FieldName, value: string) => void;
  editorType: EditorType;
  disabled: boolean;
  /** The link form's OpenGraph lookup is running. */
  openGraphLoading?: boolean;
}

const CHAT_PLACEHOLDER =
  'Tourist: Could you give us directions to Olive Garden?\nNew Yorker: No, but I could give you directions to an actual Italian restaurant.';

/** The text fields of each type (spec 1 §3 "Post"); photo, audio and video add MEDIA's field above. */
export function TypeFields({ type, ...props }: FieldsProps & { type: PostType }) {
  const { plain, rich } = bindFields(props);
  switch (type) {
    case 'text':
      return (
        <>
          {plain('title', 'Title', { autoFocus: true })}
          {rich('body', 'Body', { placeholder: 'Your text here' })}
        </>
      );
    case 'quote':
      return (
        <>
          {rich('quote', 'Quote', { placeholder: '"Quote"', autoFocus: true })}
          {plain('source', 'Source', { placeholder: '— Source' })}
        </>
      );
    case 'link':
      return <LinkFields {...props} />;
    case 'chat':
      return (
        <>
          {plain('title', 'Title', { autoFocus: true })}
          {plain('chat', 'Chat', { multiline: true, placeholder: CHAT_PLACEHOLDER })}
        </>
      );
    case 'photo':
    case 'audio':
    case 'video':
      return rich('caption', 'Caption', { placeholder: 'Add a caption, if you like' });
  }
}
