import type { GuidePosition, PopoverShift } from '@dash/shared-contracts/core';

/**
 * Where the steps point: stable data attributes already in the page. The compose chooser and the inbox
 * button are remote widgets inside the shell's slots (`data-remote-slot`, with `data-remote-state`
 * saying whether the remote failed); the account button and the phone's Menu button are the shell's.
 */
export const TOUR_ANCHORS = {
  compose: '[data-remote-slot="dashboard-compose"]',
  account: '[data-tour-anchor="account"]',
  inbox: '[data-remote-slot="header-inbox"]',
  /** On a phone the header's items are behind Menu: a step about one of them lights Menu up instead. */
  menu: '[data-tour-anchor="menu"]',
} as const;

export type TourStepId = 'compose' | 'blog' | 'messaging';
/** Spec 3 §2 screen 19: the standard template, and the appearance one with a link to the blog's settings. */
export type TourTemplate = 'standard' | 'appearance';

export interface TourStep {
  id: TourStepId;
  anchor: string;
  template: TourTemplate;
  /** On a wide screen (a phone always gets a sheet). */
  position: GuidePosition;
  shift?: PopoverShift;
  title: string;
  text: string;
  /** Added to the text when the anchor is behind the phone's Menu button. */
  inMenuText?: string;
  /** The appearance template's link. */
  link?: { href: string; label: string };
}

/** The tour (issue 10: compose, the blog's look, messaging), for the acting blog `blog`. */
export function tourSteps(blog: string): TourStep[] {
  return [
    {
      id: 'compose',
      anchor: TOUR_ANCHORS.compose,
      template: 'standard',
      position: 'bottom',
      title: 'Post something',
      text: 'Text, photos, quotes, links, chats, audio or video: choose a type here to start a post. The pencil in the header does the same from any page.',
    },
    {
      id: 'blog',
      anchor: TOUR_ANCHORS.account,
      template: 'appearance',
      position: 'bottom',
      title: `Make ${blog} yours`,
      text: 'Your blog, its settings and any other blogs you make are under Account. Give it your colours, a title font, an avatar and a header image.',
      inMenuText: 'Account is in the Menu.',
      link: { href: `/settings/blog/${encodeURIComponent(blog)}`, label: `Change ${blog}'s appearance` },
    },
    {
      id: 'messaging',
      anchor: TOUR_ANCHORS.inbox,
      template: 'standard',
      position: 'bottom',
      title: 'Messages',
      text: 'The speech bubble opens your inbox: talk privately with other blogs. A number shows here when someone writes to you.',
      inMenuText: 'The inbox is in the Menu.',
    },
  ];
}
