import type { Session } from '@dash/shared-contracts';
import { messagingSettings } from '../../../lib/server-data';

/** Set once the tutorial was shown on this page, so it shows at most once even if the POST fails. */
let shownThisPage = false;

/** Spec 2 §2 screen 10: shown once, to a user who may message and has not seen it, with the tutorial flag on. */
export function shouldShowTutorial(session: Session): boolean {
  const user = session.user;
  if (!user || !user.can_message || !user.is_verified_email) return false;
  if (!messagingSettings(session).features.tutorial) return false;
  return !shownThisPage && user.has_seen_messaging_tutorial !== true;
}

export function markTutorialShown(): void {
  shownThisPage = true;
}

/** Tests only. */
export function resetTutorialGate(): void {
  shownThisPage = false;
}

/** Spec 2 §9: 50 pieces of confetti in 6 colours. */
export const CONFETTI_COUNT = 50;
export const CONFETTI_COLOURS = ['#ff4930', '#ff8a00', '#e8d73a', '#00cf35', '#00b8ff', '#7c5cff'] as const;

export interface ConfettiPiece {
  colour: string;
  /** Start position across the popover, percent. */
  left: number;
  /** Animation delay and duration, ms; rotation, degrees; sideways drift, px. */
  delay: number;
  duration: number;
  rotate: number;
  drift: number;
}

export function makeConfetti(random: () => number = Math.random): ConfettiPiece[] {
  return Array.from({ length: CONFETTI_COUNT }, (_, i) => ({
    colour: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length] ?? CONFETTI_COLOURS[0],
    left: Math.round(random() * 100),
    delay: Math.round(random() * 400),
    duration: 1200 + Math.round(random() * 900),
    rotate: Math.round(random() * 720 - 360),
    drift: Math.round(random() * 80 - 40),
  }));
}
