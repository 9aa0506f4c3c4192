/** A message image that is a GIF (picked from the GIF search, or an uploaded .gif): its file ends in .gif. */
export function isGifImage(image: { url: string; original_size?: { url: string } }): boolean {
  return /\.gif(?:[?#].*)?$/i.test(image.original_size?.url ?? image.url);
}
