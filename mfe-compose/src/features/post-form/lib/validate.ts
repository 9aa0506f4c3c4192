import type { FormType, PostFields } from './field-specs';

export const MESSAGES = {
  textEmpty: 'Post body empty.',
  noQuote: 'No quote.',
  noUrl: 'No url.',
  badUrl: 'Not a valid URL',
  noChat: 'No chat.',
} as const;

const HOST = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z][a-z0-9-]*[a-z0-9]';
const IPV4 = '(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Spec 1 §5: http or https, a host, IP or localhost, optional port, path, query and fragment. */
const URL_RULE = new RegExp(
  `^https?://(?:${HOST}|${IPV4}|localhost)(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
  'i',
);

export function isValidUrl(value: string): boolean {
  return URL_RULE.test(value.trim());
}

/** The first rule a post breaks (spec 1 §5 "Per type"), or null when it may be sent. */
export function validatePost(type: FormType, fields: PostFields): string | null {
  switch (type) {
    case 'text':
      return fields.title.trim() === '' && fields.body.trim() === '' ? MESSAGES.textEmpty : null;
    case 'quote':
      return fields.quote.trim() === '' ? MESSAGES.noQuote : null;
    case 'link':
      if (fields.url.trim() === '') return MESSAGES.noUrl;
      return isValidUrl(fields.url) ? null : MESSAGES.badUrl;
    case 'chat':
      return fields.chat.trim() === '' ? MESSAGES.noChat : null;
  }
}
