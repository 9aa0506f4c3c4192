/**
 * The toast's optional picture (`toast:show` avatarUrl, e.g. the avatar in "Question sent to
 * {blog}"): a same-origin path, an http(s) URL or a data: image; anything else is not shown.
 */
export function toastImageUrl(url: string | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  return null;
}
