import { useEffect, useId, useRef, useState } from 'react';
import type { SharePopoverData } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { isLooseEmail } from '../../../lib/share/email-rules';
import { SHARE_LIMITS } from '../../../lib/share/limits';
import { logShare } from '../../../lib/share/log-share';
import { readReplyTo, rememberReplyTo } from '../../../lib/share/reply-to-cookie';
import { postShare } from '../../../lib/share/share-api';
import { popoverTweetCount } from '../../../lib/share/tweet-counter';
import { useShareRequest } from '../../../lib/share/use-share-request';

type FormNetwork = 'email' | 'twitter' | 'facebook';
const TITLES: Record<FormNetwork, string> = { email: 'Email', twitter: 'Twitter', facebook: 'Facebook' };

interface OlderShareFormProps {
  network: FormNetwork;
  data: SharePopoverData;
  onCancel: () => void;
  /** The share went out: the popover shows "Sent!", fades out after 1250 ms and closes. */
  onSent: () => void;
}

/**
 * One form of the older popover, form-encoded with its fields (email_address, message, post_id,
 * tumblelog_name, allow_reply_to, form_key). Send reads "Sending..." while it goes, "Sent!" (then
 * the popover fades out after 1250 ms and closes) or "Error!" (enabled again for a retry).
 */
export function OlderShareForm({ network, data, onCancel, onSent }: OlderShareFormProps) {
  const { api, bus, session } = useRemote();
  const id = useId();
  const request = useShareRequest();
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState(network === 'twitter' ? SHARE_LIMITS.urlToken : '');
  const [allowReply, setAllowReply] = useState(() => readReplyTo());
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const tweet = popoverTweetCount(message);
  const valid = network === 'email' ? isLooseEmail(address) : network === 'twitter' ? tweet.valid : true;
  const label = request.isSharing ? 'Sending...' : request.isShareSuccess ? 'Sent!' : request.isShareFail ? 'Error!' : 'Send';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || request.isSharing || request.isShareSuccess) return;
    const fields = network === 'email' ? { email_address: address, message, allow_reply_to: allowReply } : { message };
    void request
      .send(() => postShare(api, network, { ...data, form_key: session.form_key }, fields))
      .then((ok) => {
        if (!ok) return;
        logShare(bus, { network, type: 'subview', source: 'share-popover', action: 'send' });
        onSent();
      });
  };

  return (
    <form className="older-share__form" aria-label={`Share by ${TITLES[network]}`} noValidate onSubmit={submit}>
      <h3 className="share-subview__title">{TITLES[network]}</h3>
      {network === 'email' ? (
        <>
          <label className="share-field__label" htmlFor={`${id}-to`}>
            Email address
          </label>
          <input
            id={`${id}-to`}
            ref={first}
            className="share-field"
            type="email"
            name="email_address"
            maxLength={SHARE_LIMITS.emailAddressMax}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </>
      ) : null}
      <label className="share-field__label" htmlFor={`${id}-message`}>
        {network === 'twitter' ? 'Tweet' : 'Message (optional)'}
      </label>
      <textarea
        id={`${id}-message`}
        ref={network === 'email' ? undefined : first}
        className="share-field share-field--message"
        name="message"
        rows={3}
        maxLength={network === 'twitter' ? undefined : SHARE_LIMITS.messageMax}
        placeholder={
          network === 'facebook'
            ? 'Discuss this post if you like...'
            : network === 'email'
              ? 'Say something if you like...'
              : undefined
        }
        aria-describedby={network === 'twitter' ? `${id}-count` : undefined}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {network === 'twitter' ? (
        <p id={`${id}-count`} className={`share-counter${tweet.warning ? ' share-counter--warning' : ''}`} aria-live="polite">
          <span className="share-counter__number">{tweet.remaining}</span>
          <span className="share-visually-hidden"> characters left</span>
        </p>
      ) : null}
      {network === 'email' ? (
        <label className="share-switch">
          <input
            type="checkbox"
            name="allow_reply_to"
            checked={allowReply}
            onChange={(e) => {
              setAllowReply(e.target.checked);
              rememberReplyTo(e.target.checked);
            }}
          />
          <span>Let them reply to my email address</span>
        </label>
      ) : null}
      <div className="share-form__actions">
        <button type="button" className="share-link-button" onClick={onCancel} disabled={request.isSharing}>
          Cancel
        </button>
        <button type="submit" className="share-button" disabled={!valid || request.isSharing || request.isShareSuccess}>
          {label}
        </button>
      </div>
      <p className="share-visually-hidden" role="status">
        {request.isShareSuccess ? 'Sent!' : request.isShareFail ? 'Error!' : ''}
      </p>
    </form>
  );
}
