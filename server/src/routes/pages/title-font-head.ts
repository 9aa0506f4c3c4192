import { titleFont, webfontStylesheetHref, type Theme } from '@dash/shared-contracts';
import { latinFile, titleFontFileHref, type TitleFontAsset } from '../../lib/title-font-assets';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head of a blog page whose title is drawn in a served web font: a preload of the latin woff2 of
 * its weight, so the file is on its way before the stylesheet is read, and the stylesheet itself
 * (render-blocking, tiny), so the title is painted in its face instead of swapping from a fallback.
 * `data-title-font` lets the browser's header adopt the link (post-kit's useTitleFontStylesheet) and
 * drop it when the page no longer shows the title. '' for a font without a web font or a hidden title.
 */
export function titleFontHeadTags(
  fonts: ReadonlyMap<string, TitleFontAsset>,
  theme: Pick<Theme, 'title_font' | 'title_font_weight' | 'show_title'>,
): string {
  if (!theme.show_title) return '';
  const webfont = titleFont(theme.title_font)?.webfont;
  const asset = webfont ? fonts.get(webfont.path) : undefined;
  if (!webfont || !asset) return '';
  const file = latinFile(asset, theme.title_font_weight === 'bold' ? 700 : 400);
  const preload = file
    ? `<link rel="preload" href="${escapeAttribute(titleFontFileHref(asset, file))}" as="font" type="font/woff2" crossorigin>`
    : '';
  const href = escapeAttribute(webfontStylesheetHref(webfont));
  return `${preload}<link rel="stylesheet" href="${href}" data-title-font="${escapeAttribute(theme.title_font)}">`;
}
