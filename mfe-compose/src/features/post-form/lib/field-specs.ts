import type { PostType } from '@dash/shared-contracts';

/** Every text field the forms of this version edit. */
export interface PostFields {
  title: string;
  body: string;
  quote: string;
  source: string;
  url: string;
  description: string;
  chat: string;
  tags: string;
}

export type FieldName = Exclude<keyof PostFields, 'tags'>;

export const EMPTY_FIELDS: PostFields = {
  title: '',
  body: '',
  quote: '',
  source: '',
  url: '',
  description: '',
  chat: '',
  tags: '',
};

export interface FieldSpec {
  name: FieldName;
  label: string;
  multiline: boolean;
  placeholder?: string;
  inputType?: 'text' | 'url';
}

/** The types whose form works in this version; photo, audio and video need uploads. */
export const FORM_TYPES = ['text', 'quote', 'link', 'chat'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(type: PostType): type is FormType {
  return (FORM_TYPES as readonly string[]).includes(type);
}

export const FIELD_SPECS: Record<FormType, FieldSpec[]> = {
  text: [
    { name: 'title', label: 'Title', multiline: false },
    { name: 'body', label: 'Body', multiline: true, placeholder: 'Your text here' },
  ],
  quote: [
    { name: 'quote', label: 'Quote', multiline: true, placeholder: '"Quote"' },
    { name: 'source', label: 'Source', multiline: false, placeholder: '— Source' },
  ],
  link: [
    { name: 'url', label: 'URL', multiline: false, inputType: 'url', placeholder: 'https://' },
    { name: 'title', label: 'Title', multiline: false },
    { name: 'description', label: 'Description', multiline: true },
  ],
  chat: [
    { name: 'title', label: 'Title', multiline: false },
    {
      name: 'chat',
      label: 'Chat',
      multiline: true,
      placeholder:
        'Tourist: Could you give us directions to Olive Garden?\nNew Yorker: No, but I could give you directions to an actual Italian restaurant.',
    },
  ],
};

export const TYPE_LABELS: Record<PostType, string> = {
  text: 'text',
  photo: 'photo',
  quote: 'quote',
  link: 'link',
  chat: 'chat',
  audio: 'audio',
  video: 'video',
};

/** True when the user typed anything worth a discard confirmation. */
export function hasChanges(fields: PostFields): boolean {
  return Object.values(fields).some((value) => value.trim() !== '');
}
