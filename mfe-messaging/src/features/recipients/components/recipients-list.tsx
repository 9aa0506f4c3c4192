import type { MouseEvent } from 'react';
import type { Participant } from '@dash/shared-contracts';

/** The address of a recipient row (spec 2 §2 routes); a plain click is handled as an event. */
export function recipientHref(name: string): string {
  return `/conversation/new/${encodeURIComponent(name)}`;
}

/** A click without modifier keys opens in place; Ctrl/Cmd/Shift/middle clicks keep the browser's link behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

interface RecipientsListProps {
  id: string;
  /** Optional heading above the list; it also names the listbox. */
  title?: string;
  /** Names the listbox when there is no title. */
  label: string;
  recipients: readonly Participant[];
  activeIndex: number;
  onOpen: (recipient: Participant) => void;
  /** Shown instead of the list when it is empty (spec 2 §8 no-results line). */
  emptyText?: string;
  /** For a standalone list: the listbox itself takes focus and the keys. */
  focusable?: boolean;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
  onActiveChange?: (index: number) => void;
}

/**
 * The recipients list (spec 2 §2 screen 4): a listbox whose options are links to
 * `/conversation/new/{name}`. The selection is shown with aria-selected and followed by the owner of
 * the keys (the To: combobox, or the listbox itself) through aria-activedescendant.
 */
export function RecipientsList({
  id,
  title,
  label,
  recipients,
  activeIndex,
  onOpen,
  emptyText,
  focusable = false,
  onKeyDown,
  onActiveChange,
}: RecipientsListProps) {
  const titleId = `${id}-title`;
  if (recipients.length === 0) {
    return emptyText ? (
      <p className="msg-recipients__empty" role="status">
        {emptyText}
      </p>
    ) : null;
  }
  return (
    <section className="msg-recipients">
      {title ? (
        <h3 className="msg-recipients__title" id={titleId}>
          {title}
        </h3>
      ) : null}
      <div
        id={id}
        role="listbox"
        className="msg-recipients__list"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={focusable ? 0 : undefined}
        aria-activedescendant={focusable && activeIndex >= 0 ? optionId(id, activeIndex) : undefined}
        onKeyDown={onKeyDown}
      >
        {recipients.map((recipient, index) => (
          <a
            key={recipient.uuid}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            href={recipientHref(recipient.name)}
            className={`msg-recipient${index === activeIndex ? ' msg-recipient--active' : ''}`}
            onMouseEnter={onActiveChange ? () => onActiveChange(index) : undefined}
            onMouseDown={(event) => {
              // Keep focus on the combobox / listbox that owns the keys.
              if (isPlainClick(event)) event.preventDefault();
            }}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(recipient);
            }}
          >
            <img className="msg-recipient__avatar" src={recipient.avatar_url} alt="" width={32} height={32} />
            <span className="msg-recipient__text">
              <span className="msg-recipient__name">{recipient.name}</span>
              {recipient.title && recipient.title !== recipient.name ? (
                <span className="msg-recipient__title">{recipient.title}</span>
              ) : null}
            </span>
          </a>
        ))}
      </div>
    </section>
  );
}
