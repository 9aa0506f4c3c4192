const ARTICLE = 'article, [role="article"]';

/**
 * The posts the shortcuts move through: the articles of the last `role=feed` on the page (an
 * overlay's feed, like the blog overlay's, comes after the page's own and is the one in front).
 * Articles nested inside an article (quoted posts) are not posts of the feed.
 */
export function feedArticles(root: ParentNode = document): HTMLElement[] {
  const feeds = root.querySelectorAll<HTMLElement>('[role="feed"]');
  const feed = feeds[feeds.length - 1];
  if (!feed) return [];
  return Array.from(feed.querySelectorAll<HTMLElement>(ARTICLE)).filter((article) => {
    const outer = article.parentElement?.closest(ARTICLE) ?? null;
    return outer === null || !feed.contains(outer);
  });
}

/** The nearest ancestor that scrolls vertically, or null for the window. */
export function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

const accessibleName = (element: Element): string =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');

/** A post's own button by its accessible name ("Like", "Share"), not one of a nested article. */
export function findButtonByName(article: HTMLElement, name: string): HTMLButtonElement | null {
  const buttons = Array.from(article.querySelectorAll<HTMLButtonElement>('button'));
  return buttons.find((button) => button.closest(ARTICLE) === article && accessibleName(button) === name) ?? null;
}
