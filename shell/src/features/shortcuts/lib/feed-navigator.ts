import { animateScroll } from './animate-scroll';
import type { FrameClock, ScrollTarget } from './animate-scroll';
import { feedArticles, findButtonByName, scrollContainerOf } from './feed-dom';
import { currentIndex, nextIndex, previousIndex } from './feed-position';
import type { Box } from './feed-position';
import { HEADER_HEIGHT_PX, KEYBOARD_SCROLL_MS, KEYBOARD_SCROLL_OFFSET_PX } from './shortcut-constants';

export interface FeedNavigatorOptions {
  reducedMotion?: () => boolean;
  clock?: FrameClock;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const boxOf = (element: Element): Box => {
  const { top, bottom } = element.getBoundingClientRect();
  return { top, bottom };
};

const scrollerOf = (container: HTMLElement | null): ScrollTarget =>
  container
    ? { get: () => container.scrollTop, set: (top) => (container.scrollTop = top) }
    : { get: () => window.scrollY, set: (top) => window.scrollTo(0, top) };

/**
 * Moves through the feed's posts: the post j/k go to is brought 60 px below the 52 px header in
 * 200 ms (spec 3 §9) and focused. While a scroll runs, the next j/k continues from its target, so
 * quick presses walk post by post instead of finding the same post again mid-flight.
 */
export function createFeedNavigator(options: FeedNavigatorOptions = {}) {
  const reducedMotion = options.reducedMotion ?? prefersReducedMotion;
  let cancel: (() => void) | null = null;
  let target: HTMLElement | null = null;

  // The line a post's top is brought to: below the fixed header for the window, or below the top
  // of a scrolling overlay.
  const lineOf = (container: HTMLElement | null): number =>
    (container ? container.getBoundingClientRect().top : HEADER_HEIGHT_PX) + KEYBOARD_SCROLL_OFFSET_PX;

  const scroll = (container: HTMLElement | null, to: number, next: HTMLElement | null) => {
    cancel?.();
    target = next;
    const done = () => {
      target = null;
      cancel = null;
    };
    cancel = animateScroll(scrollerOf(container), Math.max(0, to), reducedMotion() ? 0 : KEYBOARD_SCROLL_MS, done, options.clock);
  };

  const inFlight = (articles: HTMLElement[]): HTMLElement | null => (target && articles.includes(target) ? target : null);

  const current = (): HTMLElement | null => {
    const articles = feedArticles();
    const first = articles[0];
    if (!first) return null;
    const flying = inFlight(articles);
    if (flying) return flying;
    const line = lineOf(scrollContainerOf(first));
    const boxes = articles.map(boxOf);
    // Focus names the current post only while that post is still on screen (the reader may have
    // scrolled away with the wheel since).
    const focused = articles.findIndex((article) => article.contains(document.activeElement));
    const focusedBox = boxes[focused];
    const onScreen = focusedBox !== undefined && focusedBox.bottom > line && focusedBox.top < window.innerHeight;
    return articles[currentIndex(boxes, line, onScreen ? focused : -1)] ?? null;
  };

  return {
    current,
    /** j (1) or k (-1); false when there is no post that way. */
    step(direction: 1 | -1): boolean {
      const articles = feedArticles();
      const first = articles[0];
      if (!first) return false;
      const container = scrollContainerOf(first);
      const line = lineOf(container);
      const flying = inFlight(articles);
      const index = flying
        ? articles.indexOf(flying) + direction
        : (direction === 1 ? nextIndex : previousIndex)(articles.map(boxOf), line);
      const article = articles[index];
      if (!article) return false;
      if (!article.hasAttribute('tabindex')) article.tabIndex = -1;
      // Focus first (screen readers announce the post at once); preventScroll leaves the motion to us.
      article.focus({ preventScroll: true });
      scroll(container, scrollerOf(container).get() + article.getBoundingClientRect().top - line, article);
      return true;
    },
    scrollToTop(): void {
      const first = feedArticles()[0];
      scroll(first ? scrollContainerOf(first) : null, 0, null);
    },
    /** Clicks the current post's own button with that name; false when there is none. */
    clickCurrent(name: string): boolean {
      const post = current();
      const button = post ? findButtonByName(post, name) : null;
      if (!button || button.disabled) return false;
      button.click();
      return true;
    },
    dispose(): void {
      cancel?.();
      cancel = null;
      target = null;
    },
  };
}
