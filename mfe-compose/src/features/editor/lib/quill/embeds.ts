// Embed blots (images, iframes, rules, the read-more break). Imported only by the lazy editor chunk.
import { Parchment } from 'quill/core';
import { BlockEmbed } from 'quill/blots/block.js';

export interface ImageValue {
  src: string;
  alt?: string;
  origWidth?: number;
  origHeight?: number;
}

const HTTP_URL = /^https?:\/\//i;

/** What an inline image without alt text is called inside the editor (never saved). */
export const IMAGE_WITHOUT_ALT = 'Image without alt text';

function toImageValue(value: unknown): ImageValue {
  if (typeof value === 'string') return { src: value };
  if (value && typeof value === 'object' && 'src' in value && typeof value.src === 'string') return value as ImageValue;
  return { src: '' };
}

function positiveInt(value: string | null): number | undefined {
  const number = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** An inline image that remembers its original size (data-orig-width/-height, spec 1 §3). */
export class OriginalSizeImage extends Parchment.EmbedBlot {
  static override blotName = 'image';
  static override tagName = 'IMG';

  static override create(value: unknown): HTMLElement {
    const node = super.create(value) as HTMLElement;
    const image = toImageValue(value);
    // Only http(s) sources: data: and javascript: never reach the post (the server allows neither).
    node.setAttribute('src', HTTP_URL.test(image.src) ? image.src : '//:0');
    if (image.alt) node.setAttribute('alt', image.alt);
    // In the editor only (editorHtml drops it): an image without a description is still named.
    else node.setAttribute('aria-label', IMAGE_WITHOUT_ALT);
    if (image.origWidth) node.setAttribute('data-orig-width', String(image.origWidth));
    if (image.origHeight) node.setAttribute('data-orig-height', String(image.origHeight));
    return node;
  }

  static override value(node: HTMLElement): ImageValue {
    const value: ImageValue = { src: node.getAttribute('src') ?? '' };
    const alt = node.getAttribute('alt');
    const width = positiveInt(node.getAttribute('data-orig-width'));
    const height = positiveInt(node.getAttribute('data-orig-height'));
    if (alt) value.alt = alt;
    if (width) value.origWidth = width;
    if (height) value.origHeight = height;
    return value;
  }
}

export const READ_MORE_LABEL = 'Read more';

/** The read-more break: <hr class="read-more" data-label="Read more">. */
export class ReadMoreBreak extends BlockEmbed {
  static override blotName = 'read-more';
  static override tagName = 'HR';
  static override className = 'read-more';

  static override create(value: unknown): HTMLElement {
    const node = super.create(value) as HTMLElement;
    node.setAttribute('data-label', typeof value === 'string' && value.trim() ? value.trim() : READ_MORE_LABEL);
    return node;
  }

  static override value(node: HTMLElement): string {
    return node.getAttribute('data-label') || READ_MORE_LABEL;
  }
}

/** A plain horizontal rule. */
export class Divider extends BlockEmbed {
  static override blotName = 'divider';
  static override tagName = 'HR';
}

export interface IframeValue {
  src: string;
  width?: string;
  height?: string;
  frameborder?: string;
}

const IFRAME_SIZE_ATTRIBUTES = ['width', 'height', 'frameborder'] as const;

/** Embedded iframes (videos pasted or already in an edited post): src, width, height, frameborder. */
export class EmbedFrame extends BlockEmbed {
  static override blotName = 'iframe';
  static override tagName = 'IFRAME';

  static override create(value: unknown): HTMLElement {
    const node = super.create(value) as HTMLElement;
    const frame: IframeValue =
      value && typeof value === 'object' && 'src' in value ? (value as IframeValue) : { src: String(value ?? '') };
    node.setAttribute('src', HTTP_URL.test(frame.src) ? frame.src : 'about:blank');
    for (const name of IFRAME_SIZE_ATTRIBUTES) {
      const attribute = frame[name];
      if (attribute) node.setAttribute(name, attribute);
    }
    return node;
  }

  static override value(node: HTMLElement): IframeValue {
    const value: IframeValue = { src: node.getAttribute('src') ?? '' };
    for (const name of IFRAME_SIZE_ATTRIBUTES) {
      const attribute = node.getAttribute(name);
      if (attribute) value[name] = attribute;
    }
    return value;
  }
}
