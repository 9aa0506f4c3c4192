import { useId, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import { SHARE_LIMITS } from '../../../lib/share/limits';
import { postShare } from '../../../lib/share/share-api';
import { useShareRequest } from '../../../lib/share/use-share-request';
import type { SubviewFormProps } from './email-form';
import { ShareForm } from './share-form';

/** The Facebook form for a connected account (spec 3 §5): an optional message of at most 255 characters. */
export function FacebookForm({ data, username, onShared, onClose }: SubviewFormProps & { username: string }) {
  const { api } = useRemote();
  const id = useId();
  const request = useShareRequest();
  const [message, setMessage] = useState('');

  const submit = () => {
    void request.send(() => postShare(api, 'facebook', data, { message })).then((ok) => ok && onShared());
  };

  return (
    <ShareForm label="Share on Facebook" request={request} isValid onSubmit={submit} onClose={onClose}>
      <p className="share-form__account">Posting as {username}</p>
      <label className="share-field__label" htmlFor={`${id}-message`}>
        Message (optional)
      </label>
      <textarea
        id={`${id}-message`}
        className="share-field share-field--message"
        rows={3}
        maxLength={SHARE_LIMITS.messageMax}
        placeholder="Discuss this post if you like..."
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </ShareForm>
  );
}
