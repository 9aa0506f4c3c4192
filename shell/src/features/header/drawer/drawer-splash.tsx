import { useEffect, useState } from 'react';
import type { Splash } from '@dash/shared-contracts';
import { useShellServices } from '../../../app/shell-services';
import { AppLink } from '../../../components/app-link';
import { getSplash } from '../api/get-splash';

/** The photo's renditions as a srcset (largest first in the data; the browser picks by width). */
function srcSet(photo: Splash['photo']): string | undefined {
  const sizes = [photo, ...photo.alt_sizes].filter((size, index, all) => all.findIndex((s) => s.width === size.width) === index);
  return sizes.length > 1 ? sizes.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
}

/**
 * The logged-out drawer's splash (spec 3 §2): the newest public photo post's picture, linking to
 * the blog that posted it. A decoration: while it loads, when there is none or when the call fails
 * (reported on the console) the drawer simply has no picture. Its `alt` is the one the poster wrote
 * (issue 13); without one it is decorative (`alt=""`), the credit naming the link.
 */
export function DrawerSplash({ onNavigate }: { onNavigate: () => void }) {
  const { api } = useShellServices();
  const [splash, setSplash] = useState<Splash | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    getSplash(api, abort.signal).then(setSplash, (error: unknown) => {
      if (!abort.signal.aborted) console.warn('[dash drawer] the splash picture could not be loaded', error);
    });
    return () => abort.abort();
  }, [api]);

  if (!splash) return null;
  const { photo, blog } = splash;
  return (
    <AppLink href={`/blog/${encodeURIComponent(blog.name)}`} className="shell-drawer__splash" onClick={onNavigate}>
      <img
        className="shell-drawer__splash-image"
        src={photo.url}
        srcSet={srcSet(photo)}
        sizes="(max-width: 767px) 85vw, 320px"
        width={photo.width}
        height={photo.height}
        alt={photo.alt ?? ''}
      />
      <span className="shell-drawer__splash-credit">Posted by {blog.name}</span>
    </AppLink>
  );
}
