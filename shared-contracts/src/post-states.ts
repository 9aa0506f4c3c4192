import type { EditorType, PostState } from './constants';

/** The state codes sent on the wire (spec 1 §4 "Post state codes"). */
export const STATE_CODES: Record<PostState, string> = {
  published: '0',
  draft: '1',
  queued: '2',
  scheduled: 'on.2',
  private: 'private',
  unapproved: '0 3',
  transcoding: '4',
};

/**
 * Reads a server state code: 0 and '0 3' are published, 1 draft, 2 queued (scheduled when it has a
 * publish_on date), 3 unapproved, 4 transcoding, on.2 scheduled; a published post flagged private
 * shows as private. Unknown codes give null so callers can answer 'Invalid "state" value'.
 */
export function stateFromCode(code: string, opts: { isPrivate?: boolean; publishOn?: number | null } = {}): PostState | null {
  switch (code.trim()) {
    case '0':
    case '0 3':
      return opts.isPrivate ? 'private' : 'published';
    case 'private':
      return 'private';
    case '1':
      return 'draft';
    case '2':
      return opts.publishOn ? 'scheduled' : 'queued';
    case 'on.2':
      return 'scheduled';
    case '3':
      return 'unapproved';
    case '4':
      return 'transcoding';
    default:
      return null;
  }
}

/** Format codes map to editor types: 0 rich, 1 html, 2 markdown. */
export const FORMAT_CODES: Record<EditorType, string> = { rich: '0', html: '1', markdown: '2' };

export function editorTypeFromFormat(code: string): EditorType | null {
  const entry = Object.entries(FORMAT_CODES).find(([, c]) => c === code);
  return entry ? (entry[0] as EditorType) : null;
}

/** The server names text and chat 'regular' and 'conversation'. */
export const WIRE_POST_TYPES = {
  text: 'regular',
  photo: 'photo',
  quote: 'quote',
  link: 'link',
  chat: 'conversation',
  audio: 'audio',
  video: 'video',
  answer: 'note',
} as const;
