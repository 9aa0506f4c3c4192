import type { ShareRequestState } from '../../../lib/share/use-share-request';
import { SendButton } from './send-button';
import { ShareFailure, ShareSuccess } from './share-result';

interface ShareFormProps {
  label: string;
  request: ShareRequestState;
  isValid: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: React.ReactNode;
}

/**
 * A subview's form (email, Twitter, Facebook): the fields, then Send. Success replaces it with
 * "Post shared!"; a failure keeps what was written and offers a retry.
 */
export function ShareForm({ label, request, isValid, onSubmit, onClose, children }: ShareFormProps) {
  if (request.isShareSuccess) return <ShareSuccess onClose={onClose} />;
  return (
    <form
      className="share-form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid && !request.isSharing) onSubmit();
      }}
    >
      {children}
      {request.isShareFail ? <ShareFailure onRetry={onSubmit} /> : null}
      <div className="share-form__actions">
        <SendButton isSharing={request.isSharing} isValid={isValid} />
      </div>
    </form>
  );
}
