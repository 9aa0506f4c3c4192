import type { SharePopoverData } from '@dash/shared-contracts';
import { notFound } from '../lib/app-error';
import { sha256 } from '../lib/crypto';
import { postUrl } from '../mappers/post';
import { findBlogByName } from '../repositories/blogs';
import { findConnections } from '../repositories/connections';
import type { Executor } from '../repositories/executor';
import { findPostById } from '../repositories/posts';
import type { Auth } from '../types/fastify';
import { canSeeBlog } from './moderation/blog-access';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Embed code: a placeholder div with a plain link (works anywhere, even without scripts) plus
 * <origin>/embed.js, which styles it as a card.
 */
export function embedCode(
  origin: string,
  p: { postId: string; embedKey: string; embedDid: string; url: string; blogName: string },
): string {
  return (
    `<div class="dash-post" data-dash-post-id="${escapeAttr(p.postId)}" data-dash-embed-key="${escapeAttr(p.embedKey)}" data-dash-embed-did="${escapeAttr(p.embedDid)}">` +
    `<a href="${escapeAttr(p.url)}">A post from ${escapeAttr(p.blogName)}</a></div>` +
    `<script async src="${escapeAttr(origin)}/embed.js"></script>`
  );
}

/** Pinterest's "Pin it" window (spec 3 §3 pinterest_share_window): its address, name and size. */
export function pinterestShareWindow(url: string, blogName: string) {
  const query = new URLSearchParams({ url, description: `A post from ${blogName}` });
  return {
    url: `https://www.pinterest.com/pin/create/button/?${query.toString()}`,
    name: 'pinterest_share',
    dimensions: 'width=750,height=550,scrollbars=yes',
  };
}

/**
 * The share popover's data. `origin` is the configured PUBLIC_URL: links and the embed script URL must
 * not follow the request's Host header, which anyone can forge. twitter_username and has_facebook are
 * the viewer's connected accounts (/settings/account, repositories/connections): they make the panel
 * offer the Twitter and Facebook subviews instead of the share windows.
 */
export async function shareData(
  db: Executor,
  auth: Auth | null,
  origin: string,
  blogName: string,
  rawPostId: string,
): Promise<{ share_popover_data: SharePopoverData }> {
  const blog = await findBlogByName(db, blogName);
  const post = blog && /^\d+$/.test(rawPostId) ? await findPostById(db, Number(rawPostId)) : undefined;
  const mine = Boolean(auth && blog && blog.owner_user_id === auth.user.id);
  const visible =
    post &&
    post.blog_id === blog?.id &&
    canSeeBlog(auth, blog) &&
    (post.state === 'published' || (post.state === 'private' && mine));
  if (!blog || !post || !visible) throw notFound("That post doesn't exist anymore.");
  const url = `${origin}${postUrl(blog.name, post.id)}`;
  const embedKey = sha256(`embed:${post.id}:${post.reblog_key}`).slice(0, 22);
  const embedDid = sha256(`did:${blog.uuid}`).slice(0, 40);
  const connections = auth ? await findConnections(db, auth.user.id) : null;
  const isPrivate = post.state === 'private';
  const show = !isPrivate;
  return {
    share_popover_data: {
      tumblelog_name: blog.name,
      tumblelog_uuid: blog.uuid,
      post_id: String(post.id),
      root_id: String(post.root_id ?? post.id),
      post_url: url,
      post_tiny_url: `${origin}/p/${post.id.toString(36)}`,
      embed_key: embedKey,
      embed_did: embedDid,
      embed_code: show ? embedCode(origin, { postId: String(post.id), embedKey, embedDid, url, blogName: blog.name }) : '',
      abuse_url: `${origin}/abuse?post=${post.id}`,
      permalink_label: 'Permalink',
      twitter_username: connections?.twitter_username ?? null,
      pinterest_share_window: pinterestShareWindow(url, blog.name),
      has_facebook: Boolean(connections?.facebook_name),
      has_user: Boolean(auth),
      is_private: isPrivate,
      tumblelog_share: false,
      show_permalink: show,
      show_embed: show,
      // A signed-in user gets the email form; a visitor the mail-client link (has_user false), which
      // only records the share (services/share-send.ts).
      show_email: show,
      show_twitter: show,
      show_facebook: show,
      show_pinterest: show,
      show_reddit: show,
      show_flagging: show && !mine,
      show_reporting_links: show && !mine,
    },
  };
}
