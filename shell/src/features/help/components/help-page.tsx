import { useEffect } from 'react';
import { useSession } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { SHORTCUTS } from '../../shortcuts';
import { TakeTourAgain } from '../../tour';
import { HELP_TITLE } from '../lib/help-title';
import './help.css';

/** /help (spec 3 drawer link): how the product works, in short, with links to where things are. */
export function HelpPage() {
  const session = useSession();
  const member = session.logged_in && session.user !== null;
  useEffect(() => {
    document.title = HELP_TITLE;
  }, []);
  return (
    <article className="shell-help" aria-labelledby="shell-help-title">
      <h1 id="shell-help-title">{HELP_TITLE}</h1>

      {member && (
        <section aria-labelledby="help-tour">
          <h2 id="help-tour">The guided tour</h2>
          <p>A short walk through posting, your blog&apos;s look and messages, on your dashboard.</p>
          <TakeTourAgain />
        </section>
      )}

      <section aria-labelledby="help-posting">
        <h2 id="help-posting">Posting</h2>
        <p>
          Post text, photos, quotes, links, chats, audio and video from the compose bar at the top of your{' '}
          <AppLink href="/dashboard">dashboard</AppLink>, or with the pencil in the header. Save a post as a draft, add it to your
          queue, schedule it, or keep it private: <AppLink href="/drafts">Drafts</AppLink> and{' '}
          <AppLink href="/queue">Queue</AppLink> list what is waiting.
        </p>
      </section>

      <section aria-labelledby="help-following">
        <h2 id="help-following">Blogs and following</h2>
        <p>
          Click a blog&apos;s name to look at it without leaving the page; Back closes it. Follow blogs to see their posts on your
          dashboard; the blogs you follow are on <AppLink href="/following">Following</AppLink>, the posts you liked on{' '}
          <AppLink href="/likes">Likes</AppLink>. <AppLink href="/explore">Explore</AppLink> shows what everyone posts.
        </p>
      </section>

      <section aria-labelledby="help-messages">
        <h2 id="help-messages">Messages and asks</h2>
        <p>
          The speech bubble in the header opens your inbox: start a conversation with a blog you follow, send text, photos and
          GIFs. Questions people ask your blog wait in your <AppLink href="/inbox">inbox</AppLink> until you answer them. Sounds
          and side-by-side conversations are in <AppLink href="/settings/dashboard">Dashboard settings</AppLink>.
        </p>
      </section>

      <section aria-labelledby="help-safety">
        <h2 id="help-safety">Staying safe</h2>
        <p>
          Block a blog from a post&apos;s menu or a conversation&apos;s Actions: it can no longer follow you, message you or see
          your posts in search. Mark a conversation as spam to block and report its sender at once.
        </p>
      </section>

      <section aria-labelledby="help-keys">
        <h2 id="help-keys">Keyboard shortcuts</h2>
        <dl className="shell-help__keys">
          {SHORTCUTS.map((s) => (
            <div key={s.key} className="shell-help__key">
              <dt>
                <kbd>{s.label}</kbd>
              </dt>
              <dd>{s.description}</dd>
            </div>
          ))}
        </dl>
        <p>Shortcuts pause while you type in a text field.</p>
      </section>

      <section aria-labelledby="help-account">
        <h2 id="help-account">Your account</h2>
        <p>
          Change your password in <AppLink href="/settings/password">Change password</AppLink>.
        </p>
      </section>
    </article>
  );
}
