/**
 * The suspended notices (server/README.md "Moderation"; the blog remote's peepr says the same). Only
 * a suspended blog's owner and admins ever see the blog, so only they read these.
 */
export const SUSPENDED_OWN_BLOG =
  "This blog is suspended. Only you and the admins can see it, and it can't post, reblog, reply, ask or send messages.";
export const SUSPENDED_OTHER_BLOG = 'This blog is suspended: only its owner and admins can see it.';
export const suspendedCurrentBlog = (name: string) =>
  `Your blog ${name} is suspended. Only you and the admins can see it, and it can't post, reblog, reply, ask or send messages.`;
