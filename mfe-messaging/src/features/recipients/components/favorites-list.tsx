import { useId, useState, type KeyboardEvent } from 'react';
import type { Participant } from '@dash/shared-contracts';
import { moveSelection, recipientForEnter } from '../state/recipient-rules';
import { RecipientsList } from './recipients-list';

/**
 * A recipients list on its own (the empty inbox's favourites, favourites under a short inbox): the
 * listbox takes focus, Down/Up move the selection with wrap-around, Enter opens.
 */
export function FavoritesList({
  title,
  recipients,
  onOpen,
}: {
  title: string;
  recipients: readonly Participant[];
  onOpen: (recipient: Participant) => void;
}) {
  const id = useId();
  const [active, setActive] = useState(-1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => moveSelection(a, recipients.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      const index = recipientForEnter(active, recipients.length);
      const recipient = recipients[index];
      if (recipient) {
        event.preventDefault();
        onOpen(recipient);
      }
    }
  };
  return (
    <RecipientsList
      id={`msg-fav-${id.replace(/:/g, '')}`}
      title={title}
      label={title}
      recipients={recipients}
      activeIndex={active}
      onOpen={onOpen}
      focusable
      onKeyDown={onKeyDown}
      onActiveChange={setActive}
    />
  );
}
