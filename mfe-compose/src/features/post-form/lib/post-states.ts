import { STATE_CODES } from '@dash/shared-contracts';
import type { PostState } from '@dash/shared-contracts';

/** The choices of the post button's menu, in order (spec 1 §4 "Post state codes"). */
export const STATE_CHOICES = ['published', 'queued', 'draft', 'scheduled', 'private'] as const;
export type StateChoice = (typeof STATE_CHOICES)[number];

const MENU_LABELS: Record<StateChoice, string> = {
  published: 'Post now',
  queued: 'Add to queue',
  draft: 'Save as draft',
  scheduled: 'Schedule',
  private: 'Post privately',
};

const BUTTON_LABELS: Record<PostState, string> = {
  published: 'Post',
  queued: 'Queue',
  draft: 'Save draft',
  scheduled: 'Schedule',
  private: 'Post privately',
  unapproved: 'Post',
  transcoding: 'Post',
};

/** Editing a draft offers "Publish" for the published choice (the draft itself stays a draft until then). */
export function menuLabel(choice: StateChoice, editingDraft: boolean): string {
  return choice === 'published' && editingDraft ? 'Publish' : MENU_LABELS[choice];
}

export function buttonLabel(state: PostState, editingDraft: boolean): string {
  return state === 'published' && editingDraft ? 'Publish' : BUTTON_LABELS[state];
}

/**
 * The state a form opens with for an existing post: its own, except an unapproved ask, which is
 * answered by publishing it.
 */
export function initialStateFor(state: PostState): PostState {
  return state === 'unapproved' ? 'published' : state;
}

/**
 * The state code to send, or null when the choice is not one the form may send: unknown names,
 * and unapproved/transcoding unless the post already is in that state (the server's own rule).
 */
export function stateCodeFor(state: string, original: PostState | null): string | null {
  if (!Object.prototype.hasOwnProperty.call(STATE_CODES, state)) return null;
  const known = state as PostState;
  if ((known === 'unapproved' || known === 'transcoding') && known !== original) return null;
  return STATE_CODES[known];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Unix seconds → the local `YYYY-MM-DDTHH:mm` a datetime-local input shows. */
export function toLocalInput(seconds: number | null): string {
  if (!seconds) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The datetime-local value (local time) → ISO 8601 for post[publish_on]; null when unreadable. */
export function publishOnIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
