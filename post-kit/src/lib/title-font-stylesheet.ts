import { useEffect } from 'react';
// By path, not the shared core: a remote bundles its own copy, so it works beside an older shell.
import { titleFontStylesheetHref } from '@dash/shared-contracts/src/title-fonts';

/**
 * The page's count of what shows a title in a link's font. It lives on the link itself, so the
 * shell's copy of this file and a remote's copy (the blog overlay) share one count.
 */
const USERS = 'data-title-font-users';

function findLink(doc: Document, href: string): HTMLLinkElement | undefined {
  return [...doc.head.querySelectorAll<HTMLLinkElement>('link[data-title-font]')].find((l) => l.getAttribute('href') === href);
}

const usersOf = (link: HTMLLinkElement) => Number(link.getAttribute(USERS) ?? 0) || 0;

/**
 * Links a title font's stylesheet (/fonts/{path}/stylesheet.css?v=…) while something shows a title
 * in it, and returns the release. A font without a web font links nothing. The server's blog page
 * already has the link in its head (routes/pages/title-font-head.ts, `data-title-font`): it is
 * adopted, not doubled. The last release removes the link on the next task, so a page that replaces
 * another in the same font takes it over instead of loading it again.
 */
export function holdTitleFontStylesheet(name: string, doc: Document = document): () => void {
  const href = titleFontStylesheetHref(name);
  if (!href) return () => undefined;
  let link = findLink(doc, href);
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', href);
    link.setAttribute('data-title-font', name);
    doc.head.appendChild(link);
  }
  const held = link;
  held.setAttribute(USERS, String(usersOf(held) + 1));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.setAttribute(USERS, String(Math.max(0, usersOf(held) - 1)));
    setTimeout(() => {
      if (usersOf(held) === 0) held.remove();
    }, 0);
  };
}

/** Keeps the stylesheet of `name` linked while the component shows a title in it (null: nothing). */
export function useTitleFontStylesheet(name: string | null): void {
  useEffect(() => (name ? holdTitleFontStylesheet(name) : undefined), [name]);
}
