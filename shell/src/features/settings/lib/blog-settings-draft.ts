import type { BlogSettings, BlogSettingsRequest } from '@dash/shared-contracts';

/**
 * The blog settings form keeps what the person changed (the draft) apart from what the server has
 * (the saved settings): the page shows one over the other, Save sends only the draft, and an upload
 * or a sharing switch saved meanwhile replaces the saved settings without losing the draft.
 */
export type DraftKey = Exclude<keyof BlogSettingsRequest, 'remove_header_image'>;
export type Draft = Partial<Record<DraftKey, string | boolean | number>>;

/** The fields of the form, as the page shows them now. */
export interface BlogSettingsView {
  title: string;
  description: string;
  background_color: string;
  title_color: string;
  link_color: string;
  title_font: string;
  title_font_weight: 'regular' | 'bold';
  avatar_shape: 'circle' | 'square';
  show_header_image: boolean;
  show_avatar: boolean;
  show_title: boolean;
  show_description: boolean;
  header_focus_x: number;
  header_focus_y: number;
  /** The pictures' alt text (issue 13), '' when none. */
  avatar_alt: string;
  header_image_alt: string;
  asks: boolean;
  anonymous_asks: boolean;
  messages_from_followed_only: boolean;
}

export function savedView(s: BlogSettings): BlogSettingsView {
  const { theme } = s;
  return {
    title: s.title,
    description: s.description,
    background_color: theme.background_color,
    title_color: theme.title_color,
    link_color: theme.link_color,
    title_font: theme.title_font,
    title_font_weight: theme.title_font_weight,
    avatar_shape: theme.avatar_shape,
    show_header_image: theme.show_header_image,
    show_avatar: theme.show_avatar,
    show_title: theme.show_title,
    show_description: theme.show_description,
    header_focus_x: theme.header_image_focus?.x ?? 0.5,
    header_focus_y: theme.header_image_focus?.y ?? 0.5,
    avatar_alt: theme.avatar_alt ?? '',
    header_image_alt: theme.header_image_alt ?? '',
    asks: s.asks,
    anonymous_asks: s.anonymous_asks,
    messages_from_followed_only: s.messages_from_followed_only,
  };
}

/** The draft over the saved settings (the draft's values as typed, even when not valid yet). */
export function currentView(saved: BlogSettings, draft: Draft): BlogSettingsView {
  return { ...savedView(saved), ...draft } as BlogSettingsView;
}

/** The draft's entries that differ from the saved settings: what Save sends. */
export function changesOf(saved: BlogSettings, draft: Draft): Record<string, unknown> {
  const base = savedView(saved) as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => base[key] !== value));
}

/** The settings the preview draws: valid draft values over the saved ones (a half-typed colour keeps the saved one). */
export function previewSettings(saved: BlogSettings, draft: Draft, isColor: (v: string) => boolean): BlogSettings {
  const view = currentView(saved, draft);
  const color = (value: string, fallback: string) => (isColor(value) ? value : fallback);
  return {
    ...saved,
    title: view.title,
    description: view.description,
    asks: view.asks,
    anonymous_asks: view.anonymous_asks,
    theme: {
      ...saved.theme,
      background_color: color(view.background_color, saved.theme.background_color),
      title_color: color(view.title_color, saved.theme.title_color),
      link_color: color(view.link_color, saved.theme.link_color),
      title_font: view.title_font,
      title_font_weight: view.title_font_weight,
      avatar_shape: view.avatar_shape,
      show_header_image: view.show_header_image,
      show_avatar: view.show_avatar,
      show_title: view.show_title,
      show_description: view.show_description,
      header_image_focus: { x: view.header_focus_x, y: view.header_focus_y },
      avatar_alt: view.avatar_alt,
      header_image_alt: view.header_image_alt,
    },
  };
}
