import type { Participant } from '@dash/shared-contracts';
import { EmptyInboxSuggestions } from '../../recipients';

/**
 * The empty inbox (spec 2 §2 screen 6): "Talk to a Tumblr", the suggested-blog grid and the
 * "More Tumblrs to talk to" favourites.
 */
export function InboxEmpty({
  participant,
  onOpenRecipient,
}: {
  participant: string;
  onOpenRecipient: (blog: Participant) => void;
}) {
  return (
    <div className="msg-empty">
      <h3 className="msg-empty__title">Talk to a Tumblr</h3>
      <EmptyInboxSuggestions participant={participant} onOpen={onOpenRecipient} />
    </div>
  );
}
