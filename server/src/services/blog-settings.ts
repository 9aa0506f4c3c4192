import type { BlogSettingsRequest, BlogSettingsResponse, SettingsSaveRequest, Theme } from '@dash/shared-contracts';
import type { BlogRow } from '../db/types';
import { cleanAltText } from '../lib/alt-text';
import { forbidden, notFound } from '../lib/app-error';
import { int } from '../lib/json';
import { parseTheme, toOwnBlog } from '../mappers/blog';
import { toBlogSettings } from '../mappers/blog-settings';
import { findBlogById, findBlogByNameOrId, updateBlogSettings, type BlogSettingsUpdate } from '../repositories/blogs';
import { unreadMessagesByBlog } from '../repositories/conversations';
import type { Executor } from '../repositories/executor';
import type { Auth } from '../types/fastify';
import { ownBlogByName } from './current-blog';

const THEME_KEYS = [
  'background_color',
  'title_color',
  'link_color',
  'title_font',
  'title_font_weight',
  'avatar_shape',
  'show_header_image',
  'show_avatar',
  'show_title',
  'show_description',
] as const satisfies readonly (keyof Theme & keyof BlogSettingsRequest)[];

const NOT_YOURS = "That isn't one of your blogs.";

/** One of the user's own blogs, or 403 "That isn't one of your blogs." (unknown names too: nothing to tell apart). */
export const ownBlogForSettings = (db: Executor, auth: Auth, name: string) => ownBlogByName(db, auth, name, NOT_YOURS);

/** The answer of every blog settings call: the settings and the blog as the session lists it. */
export async function blogSettingsAnswer(db: Executor, auth: Auth, blogId: number): Promise<BlogSettingsResponse> {
  const row = await findBlogById(db, blogId);
  if (!row) throw notFound("We couldn't find that blog.");
  const unread = await unreadMessagesByBlog(db, [row.id]);
  return {
    settings: toBlogSettings(row),
    blog: toOwnBlog(row, { is_primary: auth.user.primary_blog_id === row.id, unread_messages_count: unread.get(row.id) ?? 0 }),
  };
}

/** The theme after a change: the given keys, the header focus, or the header image taken away. */
export function nextTheme(current: Theme, input: BlogSettingsRequest): Theme {
  const theme: Theme = { ...current };
  for (const key of THEME_KEYS) {
    if (input[key] !== undefined) Object.assign(theme, { [key]: input[key] });
  }
  if (input.header_focus_x !== undefined || input.header_focus_y !== undefined) {
    const was = current.header_image_focus ?? { x: 0.5, y: 0.5 };
    theme.header_image_focus = { x: input.header_focus_x ?? was.x, y: input.header_focus_y ?? was.y };
  }
  if (input.remove_header_image) {
    theme.header_image = null;
    delete theme.header_image_focus;
  }
  return theme;
}

/** POST /svc/settings/blog/{name}: only the given settings change; the theme is stored whole. */
export async function saveBlogSettings(db: Executor, auth: Auth, blog: BlogRow, input: BlogSettingsRequest) {
  const set: BlogSettingsUpdate = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.asks !== undefined) set.asks = int(input.asks);
  if (input.anonymous_asks !== undefined) set.anonymous_asks = int(input.anonymous_asks);
  if (input.messages_from_followed_only !== undefined) set.messages_from_followed_only = int(input.messages_from_followed_only);
  if (input.avatar_alt !== undefined) set.avatar_alt = cleanAltText(input.avatar_alt, 'avatar_alt');
  if (input.header_image_alt !== undefined) set.header_image_alt = cleanAltText(input.header_image_alt, 'header_image_alt');
  // Taking the header image away takes its description with it.
  if (input.remove_header_image) set.header_image_alt = '';
  const theme = nextTheme(parseTheme(blog.theme), input);
  const themeText = JSON.stringify(theme);
  if (themeText !== JSON.stringify(parseTheme(blog.theme))) set.theme = themeText;
  await updateBlogSettings(db, blog.id, set);
  return blogSettingsAnswer(db, auth, blog.id);
}

/**
 * POST /settings/save (spec 1 §7, spec 3 §7): the blog's sharing switches, each `on` or `off`. The
 * blog is named by name, uuid or id and must be the user's (403 otherwise, like every settings call).
 */
export async function saveSharingSettings(db: Executor, auth: Auth, input: SettingsSaveRequest) {
  const blog = await findBlogByNameOrId(db, input.tumblelog_name_or_id);
  if (!blog || blog.owner_user_id !== auth.user.id) throw forbidden(NOT_YOURS);
  const twitter = input['tumblelog[twitter_send_posts]'];
  const facebook = input['tumblelog[facebook_opengraph_send_posts]'];
  const set: BlogSettingsUpdate = {};
  if (twitter !== undefined) set.twitter_send_posts = int(twitter === 'on');
  if (facebook !== undefined) set.facebook_opengraph_send_posts = int(facebook === 'on');
  await updateBlogSettings(db, blog.id, set);
  return blogSettingsAnswer(db, auth, blog.id);
}
