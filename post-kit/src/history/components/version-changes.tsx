import type { MediaItem, TextPart, VersionChanges as Changes } from '../lib/version-diff';
import { hasChanges } from '../lib/version-diff';

/** Word runs with added ones in <ins> and removed ones in <del>, each announced ("added", "removed"). */
function DiffText({ parts }: { parts: TextPart[] }) {
  return (
    <p className="pk-history__text">
      {parts.map((part, i) =>
        part.kind === 'added' ? (
          <ins key={i} className="pk-history__ins">
            <span className="pk-history__hidden">added: </span>
            {part.value}
            <span className="pk-history__hidden"> (end added)</span>
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={i} className="pk-history__del">
            <span className="pk-history__hidden">removed: </span>
            {part.value}
            <span className="pk-history__hidden"> (end removed)</span>
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/** An image's description before and after: the whole of each, one removed and one added. */
function altParts(before: string, after: string): TextPart[] {
  const parts: TextPart[] = [];
  if (before) parts.push({ value: before, kind: 'removed' });
  if (before && after) parts.push({ value: ' ', kind: 'same' });
  if (after) parts.push({ value: after, kind: 'added' });
  return parts;
}

function MediaList({ items, label, by }: { items: MediaItem[]; label: string; by: string }) {
  if (items.length === 0) return null;
  return (
    <div className="pk-history__media-group">
      <h4 className="pk-history__label">{label}</h4>
      <ul className="pk-history__media" aria-label={label}>
        {items.map((item, i) => {
          const description = item.alt.trim() || `${item.kind} ${items.length > 1 ? `${i + 1} of ${items.length} ` : ''}by ${by}`;
          return (
            <li key={item.url} className="pk-history__media-item">
              {item.thumb ? (
                <img src={item.thumb} alt={description} width={72} height={72} loading="lazy" className="pk-history__thumb" />
              ) : (
                <span className="pk-history__file">{description}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What changed when this version was replaced: text, media before and after, alt text, tags. */
export function VersionChanges({ changes, by }: { changes: Changes; by: string }) {
  if (!hasChanges(changes)) return <p className="pk-history__none">No visible change to its words, media or tags.</p>;
  return (
    <div className="pk-history__changes">
      {changes.text.map((change) => (
        <div key={change.label} className="pk-history__field">
          <h4 className="pk-history__label">{change.label}</h4>
          <DiffText parts={change.parts} />
        </div>
      ))}
      <MediaList items={changes.mediaRemoved} label="Media before" by={by} />
      <MediaList items={changes.mediaAdded} label="Media after" by={by} />
      {changes.altChanged.length > 0 && (
        <div className="pk-history__field">
          <h4 className="pk-history__label">Alt text</h4>
          {changes.altChanged.map((alt) => (
            <DiffText key={alt.url} parts={altParts(alt.before, alt.after)} />
          ))}
        </div>
      )}
      {(changes.tagsRemoved.length > 0 || changes.tagsAdded.length > 0) && (
        <div className="pk-history__field">
          <h4 className="pk-history__label">Tags</h4>
          <p className="pk-history__text">
            {changes.tagsRemoved.map((tag) => (
              <del key={`-${tag}`} className="pk-history__del pk-history__tag">
                <span className="pk-history__hidden">removed: </span>#{tag}
              </del>
            ))}
            {changes.tagsAdded.map((tag) => (
              <ins key={`+${tag}`} className="pk-history__ins pk-history__tag">
                <span className="pk-history__hidden">added: </span>#{tag}
              </ins>
            ))}
          </p>
        </div>
      )}
    </div>
  );
}
