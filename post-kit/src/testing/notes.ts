import type { Note, NotesResponse } from '@dash/shared-contracts';

const blog = (name: string) => ({
  name,
  uuid: `t:${name}`,
  title: name,
  avatar_url: `/media/avatars/${name}.png`,
  url: `/blog/${name}`,
});

/** A note of `type` by `name`'s blog, `ago` seconds before 1,700,000,000. */
export function makeNote(type: Note['type'], name: string, id: number, extra: Partial<Note> = {}): Note {
  const base: Note = { id: `${type}:${id}`, type, timestamp: 1_700_000_000 - id, blog: blog(name) };
  if (type === 'reply') base.reply_text = `Reply ${id} from ${name}`;
  if (type === 'reblog') base.reblog = { post_id: String(id), post_url: `/blog/${name}/post/${id}`, comment: '' };
  return { ...base, ...extra };
}

/** A notes page: its notes, counts made up from them unless given, and the next cursor. */
export function notesPage(notes: Note[], next: string | null = null, counts?: NotesResponse['counts']): NotesResponse {
  const count = (type: Note['type']) => notes.filter((n) => n.type === type).length;
  return {
    notes,
    note_count: notes.length,
    counts: counts ?? { like: count('like'), reblog: count('reblog'), reply: count('reply') },
    next,
  };
}
