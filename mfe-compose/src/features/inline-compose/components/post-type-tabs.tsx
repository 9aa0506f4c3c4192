import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { PostType } from '@dash/shared-contracts';
import { PostTypeIcon, TILES } from '../../fast-compose';
import { tabKeyTarget } from '../lib/tab-keys';

interface PostTypeTabsProps {
  /** The open form's type; with none open, Text takes the Tab focus. */
  selected: PostType | null;
  onChoose: (type: PostType) => void;
  panelId: string;
}

/**
 * The post-type chooser: an ARIA tablist "Create a post" (arrows, Home and End move focus; Enter,
 * Space or a click choose, since choosing opens a form and must not happen while just moving).
 */
export function PostTypeTabs({ selected, onChoose, panelId }: PostTypeTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusIndex = selected ? TILES.findIndex((t) => t.type === selected) : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.findIndex((tab) => tab === document.activeElement);
    const target = tabKeyTarget(event.key, current < 0 ? focusIndex : current, TILES.length);
    if (target === null) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label="Create a post" className="compose-type-tabs" onKeyDown={onKeyDown}>
      {TILES.map((tile, index) => (
        <button
          key={tile.type}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tile.type}`}
          aria-selected={selected === tile.type}
          aria-controls={selected === tile.type ? panelId : undefined}
          tabIndex={index === focusIndex ? 0 : -1}
          className={`compose-type-tab compose-fast-tile--${tile.type}`}
          onClick={() => onChoose(tile.type)}
        >
          <PostTypeIcon type={tile.type} />
          <span className="compose-type-tab-label">{tile.label}</span>
        </button>
      ))}
    </div>
  );
}
