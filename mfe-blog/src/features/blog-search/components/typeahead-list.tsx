export const optionId = (listId: string, index: number) => `${listId}-${index}`;

interface TypeaheadListProps {
  id: string;
  tags: readonly string[];
  active: number;
  onPick: (tag: string) => void;
}

/**
 * "Popular Tags:" under the search input (spec 3 §2 item 4): a listbox the combobox drives with
 * aria-activedescendant. Pressing a tag does not take focus from the input (mousedown is kept).
 */
export function TypeaheadList({ id, tags, active, onPick }: TypeaheadListProps) {
  const titleId = `${id}-title`;
  return (
    <div className="blog-search-typeahead">
      <p id={titleId} className="blog-search-typeahead-title">
        Popular Tags:
      </p>
      <ul id={id} role="listbox" aria-labelledby={titleId} className="blog-search-typeahead-list">
        {tags.map((tag, i) => (
          <li
            key={tag}
            id={optionId(id, i)}
            role="option"
            aria-selected={i === active}
            className={`blog-search-tag${i === active ? ' blog-search-tag--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(tag)}
          >
            #{tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
