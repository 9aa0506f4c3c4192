/**
 * Full page loads in the same window, behind an object so tests can replace them
 * (jsdom cannot navigate).
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Where a logged-out visitor's Follow goes (spec 1 §4 "Following", spec 3 §2). */
export function followPageUrl(name: string): string {
  return `/follow/${encodeURIComponent(name)}`;
}
