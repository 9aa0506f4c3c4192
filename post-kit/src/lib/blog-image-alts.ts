import type { Theme } from '@dash/shared-contracts';

/**
 * The alts of a blog's large header image and avatar where its header shows them (the blog page, the
 * blog overlay, the blog popover's header image; issue 13): what the owner wrote in the blog's
 * settings, else "Header image of {blog}" / "Avatar of {blog}". Avatars beside a name elsewhere stay
 * decorative (alt="") and do not use this.
 */
export function blogImageAlts(
  theme: Pick<Theme, 'header_image_alt' | 'avatar_alt'>,
  blogName: string,
): { header: string; avatar: string } {
  return {
    header: theme.header_image_alt?.trim() || `Header image of ${blogName}`,
    avatar: theme.avatar_alt?.trim() || `Avatar of ${blogName}`,
  };
}
