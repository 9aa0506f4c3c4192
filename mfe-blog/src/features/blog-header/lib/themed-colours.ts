import type { CSSProperties } from 'react';
import type { Theme } from '@dash/shared-contracts';
import { readableColour } from './readable-colour';

/** The panel's own text colours (peepr.css), kept as the starting point on a themed background. */
export const BASE_COLOURS = { text: '#444444', muted: '#6b7785', danger: '#b3200e' } as const;

export interface ThemedColours {
  title: string;
  link: string;
  text: string;
  muted: string;
  danger: string;
}

/** Every text colour drawn straight on the theme background, made readable there. */
export function themedColours(theme: Pick<Theme, 'background_color' | 'title_color' | 'link_color'>): ThemedColours {
  const bg = theme.background_color;
  return {
    title: readableColour(theme.title_color, bg, { fallback: BASE_COLOURS.text }),
    link: readableColour(theme.link_color, bg, { fallback: BASE_COLOURS.text }),
    text: readableColour(BASE_COLOURS.text, bg),
    muted: readableColour(BASE_COLOURS.muted, bg),
    danger: readableColour(BASE_COLOURS.danger, bg),
  };
}

/** The same colours as custom properties, for what CSS colours (description, buttons, statuses). */
export function themedColourVars(colours: ThemedColours): CSSProperties {
  return {
    '--blog-text': colours.text,
    '--blog-link': colours.link,
    '--blog-muted': colours.muted,
    '--blog-danger': colours.danger,
  } as CSSProperties;
}
