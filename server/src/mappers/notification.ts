import { commentField, NotificationSchema, type ActivityNotification, type PostContent } from '@dash/shared-contracts';
import type { BlogRow, NotificationRow, PostRow } from '../db/types';
import { parseJson } from '../lib/json';
import { htmlToText } from '../lib/sanitize';
import { avatarUrl, blogUrl } from './blog';
import { postMediaUrl, postSummary, postUrl } from './post';

type NotificationType = ActivityNotification['type'];
const TYPES = NotificationSchema.shape.type.options;

const MESSAGES: Record<NotificationType, string> = {
  like: 'liked your post',
  reblog: 'reblogged your post',
  follower: 'started following you',
  answer: 'answered your question',
  reply: 'replied to your post',
  ask: 'asked you a question',
  user_mention: 'mentioned you in a post',
  photo: 'reblogged your post with a photo',
};

/** The words of a reblog with commentary, as the notification quotes them. */
const QUOTE_CHARS = 200;

function ownText(post: PostRow): string {
  const content = parseJson<PostContent>(post.content, {});
  return htmlToText(String(content[commentField(post.type)] ?? '')).slice(0, QUOTE_CHARS);
}

export function toNotification(
  row: NotificationRow,
  ctx: { blogs: Map<number, BlogRow>; posts: Map<number, PostRow>; followedBlogIds: Set<number> },
): ActivityNotification {
  const type = TYPES.find((t) => t === row.type) ?? 'like';
  const from = row.from_blog_id ? ctx.blogs.get(row.from_blog_id) : undefined;
  const post = row.post_id ? ctx.posts.get(row.post_id) : undefined;
  const postBlog = post ? ctx.blogs.get(post.blog_id) : undefined;
  const isFriend = from ? ctx.followedBlogIds.has(from.id) : false;
  const newPost = row.new_post_id ? ctx.posts.get(row.new_post_id) : undefined;
  const newPostBlog = newPost ? ctx.blogs.get(newPost.blog_id) : undefined;
  return {
    id: String(row.id),
    type,
    timestamp: row.created_at,
    // The sender is shown (and linked) by the client; the message is only what they did.
    message: type === 'reblog' && newPost ? 'reblogged your post and added:' : MESSAGES[type],
    from_tumblelog: from
      ? {
          name: from.name,
          avatar_url_48: avatarUrl(from, 48),
          avatar_url_128: avatarUrl(from, 128),
          tumblr_url: blogUrl(from.name),
          is_friend: isFriend,
        }
      : null,
    post:
      post && postBlog
        ? {
            id: String(post.id),
            url: postUrl(postBlog.name, post.id),
            type: post.type,
            summary: postSummary(post),
            media_url: postMediaUrl(post),
            blog_name: postBlog.name,
          }
        : null,
    note_meta:
      row.answer_text || row.reply_text
        ? {
            ...(row.answer_text ? { answer_text: row.answer_text } : {}),
            ...(row.reply_text ? { reply_text: row.reply_text } : {}),
          }
        : null,
    new_post:
      newPost && newPostBlog
        ? { url: postUrl(newPostBlog.name, newPost.id), diff: ownText(newPost), quote: post ? ownText(post) : '' }
        : null,
  };
}
