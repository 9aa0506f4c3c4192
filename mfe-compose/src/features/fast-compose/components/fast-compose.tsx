import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PostType } from '@dash/shared-contracts';
import { TIMINGS } from '@dash/shared-contracts';
import { fastComposeAction, wrapIndex } from '../lib/keys';
import { TILES } from '../lib/tiles';
import { PostTypeIcon } from './post-type-icon';
import './fast-compose.css';

interface FastComposeProps {
  onCreate: (type: PostType) => void;
  onClose: () => void;
}

/** The seven-tile chooser (spec 1 §2 "Fast compose"). Focus follows the keyboard selection. */
export function FastCompose({ onCreate, onClose }: FastComposeProps) {
  const [selected, setSelected] = useState(0);
  const tiles = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    tiles.current[selected]?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = fastComposeAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === 'close') onClose();
    else if (action.kind === 'create') onCreate(TILES[selected]!.type);
    else setSelected((index) => wrapIndex(index, action.delta, TILES.length));
  };

  return createPortal(
    <div className="compose-fast-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="compose-fast" role="dialog" aria-modal="true" aria-label="Create a post" onKeyDown={onKeyDown}>
        <ul className="compose-fast-tiles">
          {TILES.map((tile, index) => (
            <li
              key={tile.type}
              className="compose-fast-tile-item"
              style={{
                animationDuration: `${TIMINGS.fastComposeTileMs}ms`,
                animationDelay: `${index * TIMINGS.fastComposeStaggerMs}ms`,
              }}
            >
              <button
                type="button"
                ref={(el) => {
                  tiles.current[index] = el;
                }}
                className={`compose-fast-tile compose-fast-tile--${tile.type}`}
                tabIndex={index === selected ? 0 : -1}
                aria-current={index === selected ? 'true' : undefined}
                onFocus={() => setSelected(index)}
                onClick={() => onCreate(tile.type)}
              >
                <PostTypeIcon type={tile.type} />
                <span className="compose-fast-tile-label">{tile.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>,
    document.body,
  );
}
