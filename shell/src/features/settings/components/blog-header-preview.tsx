import type { CSSProperties } from 'react';
import type { Blog, BlogSettings } from '@dash/shared-contracts';
import { useSession } from '../../../app/shell-services';
import { BlogHeader, themeStyle } from '../../blog-page';

/** The blog's header card as its page will draw it, from the settings being edited (live). */
export function BlogHeaderPreview({ settings }: { settings: BlogSettings }) {
  const own = useSession().blogs.find((b) => b.name === settings.name);
  const blog: Blog = {
    name: settings.name,
    uuid: own?.uuid ?? settings.name,
    url: settings.url,
    title: settings.title,
    description: settings.description,
    avatar_url: settings.avatar_url,
    theme: settings.theme,
    post_count: own?.post_count ?? 0,
    follower_count: own?.follower_count ?? 0,
    following: false,
    can_subscribe: false,
    is_subscribed: false,
    asks: settings.asks,
    anonymous_asks: settings.anonymous_asks,
    can_receive_messages: true,
    is_mine: true,
    is_blocked: false,
  };
  return (
    <section className="shell-blog-preview" aria-labelledby="shell-blog-preview-title">
      <h2 id="shell-blog-preview-title" className="shell-settings__heading">
        Preview
      </h2>
      <div className="shell-blog-preview__frame" style={themeStyle(blog) as CSSProperties}>
        <BlogHeader blog={blog} headingLevel={2} />
        <p className="shell-blog-preview__links">
          <span className="shell-blog-preview__swatch" aria-hidden="true" />
          Link colour: links are drawn in it, <span className="shell-blog-preview__link">underlined like this</span>.
        </p>
      </div>
    </section>
  );
}
