/** The generic avatar of an anonymous asker (the activity remote draws the same one). */
export const ANONYMOUS_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#7c8b99"/><circle cx="24" cy="19" r="8" fill="#fff"/><path d="M10 42c2-9 8-13 14-13s12 4 14 13" fill="#fff"/></svg>',
  );
