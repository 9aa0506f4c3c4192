// Quill formats for the spec 1 §3 "Editor content" tags. Imported only by the lazy editor chunk.
import Quill from 'quill/core';
import Inline from 'quill/blots/inline.js';
import Bold from 'quill/formats/bold.js';
import Italic from 'quill/formats/italic.js';
import Strike from 'quill/formats/strike.js';
import Header from 'quill/formats/header.js';
import Link from 'quill/formats/link.js';
import Blockquote from 'quill/formats/blockquote.js';
import ListItem from 'quill/formats/list.js';
import CodeBlock from 'quill/formats/code.js';
import Script from 'quill/formats/script.js';
import { LINK_PROTOCOLS } from '../link-url';
import { Divider, EmbedFrame, OriginalSizeImage, ReadMoreBreak } from './embeds';

/** <b>, not Quill's <strong> (the §3 list names b); pasted <strong> is matched and rewritten. */
export class BoldB extends Bold {
  static override tagName = ['B', 'STRONG'];
}

export class ItalicI extends Italic {
  static override tagName = ['I', 'EM'];
}

/** The headline is always an h2 (§3 has no other heading); pasted h1…h6 become headlines. */
export class Headline extends Header {
  static override tagName = ['H2', 'H1', 'H3', 'H4', 'H5', 'H6'];
  static override create(): HTMLElement {
    return super.create('H2') as HTMLElement;
  }
  static override formats(): number {
    return 2;
  }
}

export class SmallText extends Inline {
  static override blotName = 'small';
  static override tagName = 'SMALL';
}

/** Links keep only href: no target/rel (not in the allow-list); protocols of spec 1 §5 posts. */
export class EditorLink extends Link {
  static override PROTOCOL_WHITELIST = [...LINK_PROTOCOLS];
  static override create(value: string): HTMLElement {
    const node = super.create(value) as HTMLElement;
    node.removeAttribute('target');
    node.removeAttribute('rel');
    return node;
  }
}

/** The format names of the rich editor (Quill's `formats` option). */
export const RICH_FORMATS = [
  'bold',
  'italic',
  'strike',
  'small',
  'script',
  'link',
  'header',
  'blockquote',
  'list',
  'code-block',
  'image',
  'iframe',
  'read-more',
  'divider',
];
export const INLINE_FORMATS = ['bold', 'italic', 'strike', 'small', 'script', 'link'] as const;
export const BLOCK_FORMATS = ['header', 'blockquote', 'list', 'code-block'] as const;

let registered = false;

/** Registers the blots once per page (Quill's registry is global to the chunk). */
export function registerEditorFormats(): void {
  if (registered) return;
  registered = true;
  Quill.register(
    {
      'formats/bold': BoldB,
      'formats/italic': ItalicI,
      'formats/strike': Strike,
      'formats/small': SmallText,
      'formats/script': Script,
      'formats/link': EditorLink,
      'formats/header': Headline,
      'formats/blockquote': Blockquote,
      'formats/list': ListItem,
      'formats/code-block': CodeBlock,
      'formats/image': OriginalSizeImage,
      'formats/iframe': EmbedFrame,
      'formats/divider': Divider,
      'formats/read-more': ReadMoreBreak,
    },
    true,
  );
}
