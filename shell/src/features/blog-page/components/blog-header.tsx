import type { CSSProperties } from 'react';
import { titleFontFamily } from '@dash/shared-contracts/core';
import type { Blog } from '@dash/shared-contracts';
import { useSession, useShellServices } from '../../../app/shell-services';
import { isPlainLeftClick } from '../../../lib/navigation';
import { useTitleFontStylesheet } from '../../../lib/title-font-stylesheet';
import { blogImageAlts } from '@dash/post-kit';
import { ModerationEntry } from '../../moderation';

/** The blog's theme as CSS variables for its header and page. */
export function themeStyle(blog: Blog): CSSProperties {
  const { theme } = blog;
  return {
    '--blog-bg': theme.background_color,
    '--blog-title': theme.title_color,
    '--blog-link': theme.link_color,
    '--blog-title-font': titleFontFamily(theme.title_font),
    '--blog-title-weight': theme.title_font_weight === 'bold' ? 700 : 400,
  } as CSSProperties;
}

/** The header image's focus point (0 to 1 each way) kept in view when the 3:1 frame crops it. */
export function focusStyle(focus: { x: number; y: number } | undefined): CSSProperties | undefined {
  return focus ? { objectPosition: `${Math.round(focus.x * 100)}% ${Math.round(focus.y * 100)}%` } : undefined;
}

/**
 * The blog header card of a blog page (spec 3 §2 screen 1): header image, avatar (circle or square),
 * title and description in the blog's theme, and its controls: Follow / Unfollow (exactly one; a
 * visitor's goes to /follow/{name}), Ask (blogs that take asks: the blog remote's ask form; a
 * visitor's goes to /blog/{name}/ask, which asks them to log in first), Message (for blogs that
 * take messages, not one's own) and, for admins only, Moderation (the blog remote's panel). A title in
 * a served web font links that font's stylesheet while it shows (the server's blog page has it in its
 * head already; the settings preview gets it here).
 */
export function BlogHeader({ blog, headingLevel = 1 }: { blog: Blog; headingLevel?: 1 | 2 }) {
  const { bus, router } = useShellServices();
  const session = useSession();
  const loggedIn = session.logged_in && session.user !== null;
  const { theme } = blog;
  useTitleFontStylesheet(theme.show_title ? theme.title_font : null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const alts = blogImageAlts(theme, blog.name);
  const followHref = `/follow/${encodeURIComponent(blog.name)}`;
  return (
    <header className="shell-blog-header" style={themeStyle(blog)}>
      {theme.show_header_image && theme.header_image ? (
        <img
          className="shell-blog-header__image"
          src={theme.header_image}
          alt={alts.header}
          width={540}
          height={180}
          style={focusStyle(theme.header_image_focus)}
        />
      ) : null}
      <div className="shell-blog-header__body">
        {theme.show_avatar ? (
          <img
            className={`shell-blog-header__avatar shell-blog-header__avatar--${theme.avatar_shape}`}
            src={blog.avatar_url}
            alt={alts.avatar}
            width={96}
            height={96}
          />
        ) : null}
        <Heading className={theme.show_title ? 'shell-blog-header__title' : 'shell-visually-hidden'}>
          {blog.title || blog.name}
        </Heading>
        <p className="shell-blog-header__name">{blog.name}</p>
        {theme.show_description && blog.description ? <p className="shell-blog-header__description">{blog.description}</p> : null}
        <p className="shell-blog-header__counts">
          {blog.post_count === 1 ? '1 post' : `${blog.post_count.toLocaleString('en-US')} posts`}
        </p>
        {blog.is_mine ? (
          <ModerationEntry name={blog.name} className="shell-blog-header__actions" />
        ) : (
          <div className="shell-blog-header__actions">
            {!loggedIn ? (
              <a
                className="shell-button shell-button--primary shell-blog-header__follow"
                href={followHref}
                onClick={(event) => {
                  if (!isPlainLeftClick(event)) return;
                  event.preventDefault();
                  router.navigate(followHref);
                }}
              >
                Follow
              </a>
            ) : blog.is_blocked ? null : (
              <button
                type="button"
                className={`shell-button shell-blog-header__follow${blog.following ? '' : ' shell-button--primary'}`}
                onClick={() => bus.emit('blog:follow', { name: blog.name, follow: !blog.following, source: 'blog-page-header' })}
              >
                {blog.following ? 'Unfollow' : 'Follow'}
              </button>
            )}
            {blog.asks && !blog.is_blocked ? (
              loggedIn ? (
                <button type="button" className="shell-button" onClick={() => bus.emit('blog:ask', { name: blog.name })}>
                  Ask
                </button>
              ) : (
                <a className="shell-button" href={`/blog/${encodeURIComponent(blog.name)}/ask`}>
                  Ask
                </a>
              )
            ) : null}
            {loggedIn && blog.can_receive_messages && !blog.is_blocked ? (
              <button
                type="button"
                className="shell-button"
                onClick={() => bus.emit('messaging:open', { name: blog.name, context: 'blog-network' })}
              >
                Message
              </button>
            ) : null}
            <ModerationEntry name={blog.name} />
          </div>
        )}
      </div>
    </header>
  );
}
