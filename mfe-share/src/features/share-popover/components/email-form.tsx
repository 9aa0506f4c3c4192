import { useId, useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { isValidEmail } from '../../../lib/share/email-rules';
import { SHARE_LIMITS } from '../../../lib/share/limits';
import { readReplyTo, rememberReplyTo } from '../../../lib/share/reply-to-cookie';
import { postShare } from '../../../lib/share/share-api';
import { useShareRequest } from '../../../lib/share/use-share-request';
import { ShareForm } from './share-form';

export interface SubviewFormProps {
  data: SharePopoverData;
  /** The share went out: the panel logs it and closes a little later. */
  onShared: () => void;
  onClose: () => void;
}

/** The email form (spec 3 §2 item 10, §5): address, optional message, the reply-to switch. */
export function EmailForm({ data, onShared, onClose }: SubviewFormProps) {
  const { api } = useRemote();
  const id = useId();
  const request = useShareRequest();
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [allowReply, setAllowReply] = useState(() => readReplyTo());
  const [touched, setTouched] = useState(false);
  const valid = isValidEmail(address);
  const showProblem = touched && address.trim() !== '' && !valid;

  const submit = () => {
    void request
      .send(() => postShare(api, 'email', data, { email_address: address, message, allow_reply_to: allowReply }))
      .then((ok) => ok && onShared());
  };

  return (
    <ShareForm label="Share by email" request={request} isValid={valid} onSubmit={submit} onClose={onClose}>
      <label className="share-field__label" htmlFor={`${id}-to`}>
        Email address
      </label>
      <input
        id={`${id}-to`}
        className="share-field"
        type="email"
        autoComplete="email"
        required
        value={address}
        aria-invalid={showProblem}
        aria-describedby={showProblem ? `${id}-problem` : undefined}
        onChange={(e) => setAddress(e.target.value)}
        onBlur={() => setTouched(true)}
      />
      {showProblem ? (
        <p id={`${id}-problem`} className="share-field__problem">
          Enter an email address like name@example.com.
        </p>
      ) : null}
      <label className="share-field__label" htmlFor={`${id}-message`}>
        Message (optional)
      </label>
      <textarea
        id={`${id}-message`}
        className="share-field share-field--message"
        rows={3}
        maxLength={SHARE_LIMITS.messageMax}
        placeholder="Say something if you like..."
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <label className="share-switch">
        <input
          type="checkbox"
          role="switch"
          checked={allowReply}
          onChange={(e) => {
            setAllowReply(e.target.checked);
            rememberReplyTo(e.target.checked);
          }}
        />
        <span>Let them reply to my email address</span>
      </label>
    </ShareForm>
  );
}
