import type { Note } from '@dash/shared-contracts';
import { AppLink } from '../../components/app-link';
import { BlogLink } from '../../components/blog-link';
import { noteAge } from '../../lib/age';

const ICONS: Record<Note['type'], string> = {
  like: 'M12 21s-7.5-4.6-9.4-9.3C1.3 8.4 3.4 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.4 0 5.5 3.4 4.2 6.7C19.5 16.4 12 21 12 21z',
  reblog: 'M5 9V7h11l-3-3 1.4-1.4L20 8l-5.6 5.4L13 12l3-3H5zm14 6v2H8l3 3-1.4 1.4L4 16l5.6-5.4L11 12l-3 3h11z',
  reply: 'M4 5h16v11H9l-5 4z',
};

/** What the note's blog did, after its name (a reblog's words link to the reblog's own page). */
function NoteAction({ note }: { note: Note }) {
  if (note.type === 'like') return <>liked this</>;
  if (note.type === 'reply') return <>replied</>;
  if (!note.reblog) return <>reblogged this</>;
  return (
    <AppLink href={note.reblog.post_url} className="pk-note__reblog-link">
      reblogged this
    </AppLink>
  );
}

/**
 * One note: the blog's avatar and name (links to /blog/{name}, which open the blog overlay), what it
 * did and when, then a reply's text or a reblog's comment.
 */
export function NoteItem({ note, now }: { note: Note; now: number }) {
  const age = noteAge(note.timestamp, now);
  const comment = note.type === 'reblog' ? note.reblog?.comment : undefined;
  return (
    <li className={`pk-note pk-note--${note.type}`}>
      <BlogLink name={note.blog.name} className="pk-note__avatar-link" decorative>
        <img className="pk-note__avatar" src={note.blog.avatar_url} alt="" width={32} height={32} loading="lazy" />
      </BlogLink>
      <div className="pk-note__main">
        <p className="pk-note__line">
          <svg className="pk-note__icon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={ICONS[note.type]} />
          </svg>
          <BlogLink name={note.blog.name} className="pk-note__blog">
            {note.blog.name}
          </BlogLink>{' '}
          <NoteAction note={note} />{' '}
          <time
            className="pk-note__time"
            dateTime={new Date(note.timestamp * 1000).toISOString()}
            title={age.long}
            suppressHydrationWarning
          >
            <span aria-hidden="true" suppressHydrationWarning>
              {age.short}
            </span>
            <span className="pk-notes__hidden" suppressHydrationWarning>
              {age.long}
            </span>
          </time>
        </p>
        {note.type === 'reply' && <p className="pk-note__text">{note.reply_text}</p>}
        {comment ? <blockquote className="pk-note__comment">{comment}</blockquote> : null}
      </div>
    </li>
  );
}
