import { useEffect, useMemo, type MouseEvent } from 'react';
import type { Blog } from '@dash/shared-contracts';
import { useRemote } from '@dash/remote-kit';
import { blogImageAlts } from '@dash/post-kit';
import { safeDescriptionHtml, themedColours, themedColourVars } from '../../blog-header';
import { FollowButton } from '../../follow';
import { useRelationship } from '../../relationship';
import type { PopoverKind } from '../lib/popover-machine';

const FALLBACK_FONTS = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

interface PopoverHeaderProps {
  blog: Blog;
  kind: PopoverKind;
  onOpenBlog: (event: MouseEvent<HTMLAnchorElement>) => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * The blog's header card, small: in its theme (background, title colour and font, avatar shape, the
 * header image in the popover), its title linking to the blog, its name, description and exactly
 * one of Follow or Unfollow (none on one's own blogs), run by the same `blog:follow` handler as
 * everywhere (the unfollow confirmation, a visitor sent to /follow/{name}). The blog card (spec 3 §2
 * screen 17) always shows avatar, name, title and description.
 */
export function PopoverHeader({ blog, kind, onOpenBlog, onBusyChange }: PopoverHeaderProps) {
  const { session } = useRemote();
  const relationship = useRelationship(blog);
  const busy = relationship.followPending;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const { theme } = blog;
  const colours = useMemo(() => themedColours(theme), [theme]);
  const description = useMemo(() => safeDescriptionHtml(blog.description, blog.url), [blog.description, blog.url]);
  const card = kind === 'card';
  const image = !card && theme.show_header_image ? theme.header_image : null;
  const own = blog.is_mine || session.blogs.some((b) => b.name === blog.name);
  return (
    <div className="blog-popover__header" style={{ ...themedColourVars(colours), background: theme.background_color }}>
      {/* The header image is the popover's picture (issue 13); the avatar beside the title stays decorative. */}
      {image && <img className="blog-popover__header-image" src={image} alt={blogImageAlts(theme, blog.name).header} />}
      <div className={`blog-popover__identity${image ? ' blog-popover__identity--under-image' : ''}`}>
        {(card || theme.show_avatar) && (
          <img
            className={`blog-popover__avatar blog-popover__avatar--${theme.avatar_shape}`}
            src={blog.avatar_url}
            alt=""
            width={64}
            height={64}
          />
        )}
        <h2
          className={card || theme.show_title ? 'blog-popover__title' : 'blog-popover__hidden'}
          style={{
            color: colours.title,
            fontFamily: `"${theme.title_font.replace(/"/g, '')}", ${FALLBACK_FONTS}`,
            fontWeight: theme.title_font_weight === 'bold' ? 700 : 400,
          }}
        >
          <a href={`/blog/${encodeURIComponent(blog.name)}`} onClick={onOpenBlog}>
            {blog.title || blog.name}
          </a>
        </h2>
        <p className="blog-popover__name">{blog.name}</p>
        {(card || theme.show_description) && description && (
          <div className="blog-popover__description" dangerouslySetInnerHTML={{ __html: description }} />
        )}
        {!own && (
          <div className="blog-popover__actions">
            <FollowButton
              name={blog.name}
              following={relationship.following}
              pending={relationship.followPending}
              source={card ? 'blog_card' : 'blog_popover'}
            />
          </div>
        )}
      </div>
    </div>
  );
}
