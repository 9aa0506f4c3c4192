import { useId } from 'react';
import { format } from 'date-fns';
import type { ActivityNotification } from '@dash/shared-contracts';
import { useBlogPreview } from '@dash/post-kit';
import { useRemote } from '@dash/remote-kit';
import { notificationText } from './notification-text';

export type LinkHandler = (event: React.MouseEvent<HTMLAnchorElement>) => void;

export interface NotificationItemProps {
  notification: ActivityNotification;
  onOpenBlog: (event: React.MouseEvent<HTMLAnchorElement>, name: string) => void;
  /** A plain click on a post link (the post, or the reblog with the commentary). */
  onOpenLink: LinkHandler;
  /** The activity page's Share button (the older share popover); absent in the popover. */
  onShare?: (notification: ActivityNotification, button: HTMLButtonElement) => void;
}

export const ANONYMOUS_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#7c8b99"/><circle cx="24" cy="19" r="8" fill="#fff"/><path d="M10 42c2-9 8-13 14-13s12 4 14 13" fill="#fff"/></svg>',
  );

/**
 * One notification: who (avatar 48 and name, opening their blog), what, and on which post. Hovering
 * the avatar or the name, or focusing the avatar, shows the blog card (spec 3 §2 screen 17), which
 * the blog remote draws (`blog:popover`, kind `card`); a tap on a touch screen opens the blog. A
 * reblog with commentary quotes the words it added and links to the reblog.
 */
export function NotificationItem({ notification, onOpenBlog, onOpenLink, onShare }: NotificationItemProps) {
  const { bus } = useRemote();
  const from = notification.from_tumblelog;
  const post = notification.post;
  const newPost = notification.new_post ?? null;
  const nameId = useId();
  // Unused for an anonymous notification (no trigger is drawn), but hooks run every time.
  const name = from?.name ?? '';
  const card = useBlogPreview({ bus, name, kind: 'card', onTap: () => bus.emit('blog:open', { name }) });
  const quote = notification.note_meta?.answer_text ?? notification.note_meta?.reply_text;
  return (
    <li className={`activity-item activity-item--${notification.type}`}>
      {from ? (
        // The card's keyboard trigger: Enter opens it with focus inside, Escape closes it.
        <button
          type="button"
          className="activity-item__avatar"
          aria-label="Blog card"
          aria-describedby={nameId}
          {...card.trigger}
        >
          <img src={from.avatar_url_48} alt="" width={48} height={48} />
        </button>
      ) : (
        <img className="activity-item__avatar" src={ANONYMOUS_AVATAR} alt="" width={48} height={48} />
      )}
      <div className="activity-item__body">
        <p className="activity-item__text">
          {from ? (
            <a
              id={nameId}
              className="activity-item__name"
              href={from.tumblr_url}
              data-activity-link="blog"
              onClick={(e) => onOpenBlog(e, from.name)}
              {...card.hover}
            >
              {from.name}
            </a>
          ) : (
            <span className="activity-item__name">Anonymous</span>
          )}{' '}
          {notificationText(notification)}
        </p>
        {quote ? <blockquote className="activity-item__quote">{quote}</blockquote> : null}
        {newPost ? (
          <div className="activity-item__commentary">
            {newPost.diff ? <blockquote className="activity-item__quote">{newPost.diff}</blockquote> : null}
            <a className="activity-item__more" href={newPost.url} data-activity-link="new-post" onClick={onOpenLink}>
              {notification.type === 'photo' ? 'See the photo' : 'See the reblog'}
            </a>
          </div>
        ) : null}
        <time className="activity-item__time" dateTime={new Date(notification.timestamp * 1000).toISOString()}>
          {format(new Date(notification.timestamp * 1000), 'h:mm a')}
        </time>
        {post && onShare ? (
          <button type="button" className="activity-item__share" onClick={(e) => onShare(notification, e.currentTarget)}>
            Share<span className="activity-visually-hidden"> {post.summary || `your ${post.type} post`}</span>
          </button>
        ) : null}
      </div>
      {notification.type === 'follower' && from && !from.is_friend ? (
        // Spec 3 §2 "/follow/{name}": the follow icon of a follower notification (follow back).
        <a
          className="activity-item__follow"
          href={`/follow/${encodeURIComponent(from.name)}`}
          aria-label={`Follow ${from.name}`}
          data-activity-link="follow"
          onClick={onOpenLink}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4Zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4ZM6 10V7H4v3H1v2h3v3h2v-3h3v-2H6Z"
            />
          </svg>
        </a>
      ) : null}
      {post ? (
        <a
          className="activity-item__post"
          href={post.url}
          title={post.summary || undefined}
          data-activity-link="post"
          onClick={onOpenLink}
        >
          {post.media_url ? <img src={post.media_url} alt="" width={40} height={40} /> : null}
          <span className={post.media_url ? 'activity-visually-hidden' : 'activity-item__summary'}>
            {post.summary || `Your ${post.type} post`}
          </span>
        </a>
      ) : null}
    </li>
  );
}
