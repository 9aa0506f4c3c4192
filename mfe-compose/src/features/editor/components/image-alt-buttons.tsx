import { useEffect, useRef, useState, type RefObject } from 'react';
import type Quill from 'quill/core';
import { ALT_TEXT } from '@dash/shared-contracts/core';
import { editorImages } from '../lib/quill/image-alt';

interface ImageBadge {
  image: HTMLImageElement;
  alt: string;
  top: number;
  left: number;
}

function badgesOf(quill: Quill, surface: HTMLElement | null): ImageBadge[] {
  const origin = surface?.getBoundingClientRect();
  return editorImages(quill).map((image) => {
    const rect = image.getBoundingClientRect();
    return {
      image,
      alt: image.getAttribute('alt') ?? '',
      top: origin ? rect.top - origin.top + 4 : 0,
      left: origin ? rect.left - origin.left + 4 : 0,
    };
  });
}

function sameBadges(a: readonly ImageBadge[], b: readonly ImageBadge[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return y !== undefined && x.image === y.image && x.alt === y.alt && x.top === y.top && x.left === y.left;
    })
  );
}

export interface ImageAltButtonsProps {
  quill: Quill;
  surfaceRef: RefObject<HTMLDivElement | null>;
  /** The button of the open alt bubble reports it (aria-expanded). */
  openImage: HTMLElement | null;
  disabled: boolean;
  onOpen(image: HTMLImageElement, number: number): void;
}

/**
 * An "ALT" button over the top-left corner of each inline image (issue 13): "Add alt text to image N"
 * while it has none (marked `data-alt-missing`, drawn as a warning), "Edit alt text of image N" after.
 * They follow the text (a DOM observer), images loading, the editor scrolling and the window resizing;
 * in the tab order they come after the editor.
 */
export function ImageAltButtons({ quill, surfaceRef, openImage, disabled, onOpen }: ImageAltButtonsProps) {
  const [badges, setBadges] = useState<ImageBadge[]>(() => badgesOf(quill, surfaceRef.current));
  const shown = useRef(badges);
  shown.current = badges;

  useEffect(() => {
    const refresh = () => {
      const next = badgesOf(quill, surfaceRef.current);
      if (sameBadges(shown.current, next)) return;
      shown.current = next;
      setBadges(next);
    };
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(quill.root, { childList: true, subtree: true, attributes: true, attributeFilter: ['alt', 'src'] });
    // Edits refresh at once; the observer also catches content set from outside (silently).
    quill.on('text-change', refresh);
    quill.root.addEventListener('load', refresh, true);
    quill.root.addEventListener('scroll', refresh);
    window.addEventListener('resize', refresh);
    return () => {
      observer.disconnect();
      quill.off('text-change', refresh);
      quill.root.removeEventListener('load', refresh, true);
      quill.root.removeEventListener('scroll', refresh);
      window.removeEventListener('resize', refresh);
    };
  }, [quill, surfaceRef]);

  if (badges.length === 0) return null;
  return (
    <div className="dash-editor-alt-buttons">
      {badges.map((badge, i) => {
        const missing = badge.alt.trim() === '';
        return (
          <button
            key={i}
            type="button"
            className={`dash-editor-alt-button${missing ? ' dash-editor-alt-button--missing' : ''}`}
            style={{ top: badge.top, left: badge.left }}
            aria-label={missing ? `Add alt text to image ${i + 1}` : `Edit alt text of image ${i + 1}`}
            aria-haspopup="dialog"
            aria-expanded={openImage === badge.image}
            data-alt-missing={missing ? 'true' : undefined}
            disabled={disabled}
            onClick={() => onOpen(badge.image, i + 1)}
          >
            {ALT_TEXT.badge}
            {missing && <span aria-hidden="true"> +</span>}
          </button>
        );
      })}
    </div>
  );
}
