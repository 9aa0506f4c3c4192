import { useMemo } from 'react';
import { blogImageAlts, useTitleFontStylesheet } from '@dash/post-kit';
import { titleFontFamily } from '@dash/shared-contracts/core';
import type { Blog } from '@dash/shared-contracts';
import { ModerationButton, SuspendedNotice } from '../../moderation';
import { BlogActions } from './blog-actions';
import { safeDescriptionHtml } from '../lib/safe-description';
import { themedColours, themedColourVars } from '../lib/themed-colours';

/**
 * The blog header card: header image, avatar, title and description in the blog's theme. Theme
 * colours are user-chosen, so every text colour on the theme background goes through
 * readableColour (at least 4.5:1 there). The title is drawn in the catalogue's stack for its font
 * (shared-contracts titleFontFamily) and, for a served web font, links its stylesheet while it shows.
 */
export function BlogHeaderCard({ blog, titleId }: { blog: Blog; titleId: string }) {
  const { theme } = blog;
  const description = useMemo(() => safeDescriptionHtml(blog.description, blog.url), [blog.description, blog.url]);
  const showImage = theme.show_header_image && Boolean(theme.header_image);
  const colours = useMemo(() => themedColours(theme), [theme]);
  useTitleFontStylesheet(theme.show_title ? theme.title_font : null);
  const alts = blogImageAlts(theme, blog.name);

  return (
    <header className="blog-header-card" style={themedColourVars(colours)}>
      {showImage && theme.header_image && <img className="blog-header-image" src={theme.header_image} alt={alts.header} />}
      <div className={`blog-header-body${showImage ? '' : ' blog-header-body--no-image'}`}>
        {theme.show_avatar && (
          <img
            className={`blog-header-avatar blog-header-avatar--${theme.avatar_shape}`}
            src={blog.avatar_url}
            alt={alts.avatar}
            width={96}
            height={96}
          />
        )}
        <h2
          id={titleId}
          className={theme.show_title ? 'blog-header-title' : 'blog-visually-hidden'}
          style={{
            color: colours.title,
            fontFamily: titleFontFamily(theme.title_font),
            fontWeight: theme.title_font_weight === 'bold' ? 700 : 400,
          }}
        >
          {blog.title || blog.name}
        </h2>
        <p className="blog-header-name">
          <a href={blog.url} target="_blank" rel="noopener noreferrer" style={{ color: colours.link }}>
            {blog.name}
          </a>
        </p>
        {theme.show_description && description && (
          <div className="blog-header-description" dangerouslySetInnerHTML={{ __html: description }} />
        )}
        <BlogActions blog={blog} />
        <SuspendedNotice blog={blog} />
        <ModerationButton name={blog.name} />
      </div>
    </header>
  );
}
