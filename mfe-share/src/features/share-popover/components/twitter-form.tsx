import { useId, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import { SHARE_LIMITS } from '../../../lib/share/limits';
import { postShare } from '../../../lib/share/share-api';
import { panelTweetCount } from '../../../lib/share/tweet-counter';
import { useShareRequest } from '../../../lib/share/use-share-request';
import type { SubviewFormProps } from './email-form';
import { ShareForm } from './share-form';

/**
 * The Twitter form for a connected account (spec 3 §5): the tweet starts with the "[URL]" token,
 * which counts 23; the remaining count shows and is marked as exceeding below 0.
 */
export function TwitterForm({ data, onShared, onClose }: SubviewFormProps) {
  const { api } = useRemote();
  const id = useId();
  const request = useShareRequest();
  const [text, setText] = useState<string>(SHARE_LIMITS.urlToken);
  const counter = panelTweetCount(text);

  const submit = () => {
    void request.send(() => postShare(api, 'twitter', data, { message: text })).then((ok) => ok && onShared());
  };

  return (
    <ShareForm label="Share on Twitter" request={request} isValid={counter.valid} onSubmit={submit} onClose={onClose}>
      <p className="share-form__account">Tweeting as @{data.twitter_username}</p>
      <label className="share-field__label" htmlFor={`${id}-tweet`}>
        Tweet
      </label>
      <textarea
        id={`${id}-tweet`}
        className="share-field share-field--message"
        rows={4}
        value={text}
        aria-describedby={`${id}-count ${id}-hint`}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-hint`} className="share-form__hint">
        {SHARE_LIMITS.urlToken} is replaced by the post's link.
      </p>
      <p id={`${id}-count`} className={`share-counter${counter.exceeding ? ' share-counter--exceeding' : ''}`} aria-live="polite">
        <span className="share-counter__number">{counter.remaining}</span>
        <span className="share-visually-hidden"> characters left</span>
      </p>
    </ShareForm>
  );
}
