import type { ComponentType } from 'react';
import { LOGO_HOVER_IMAGE_COUNT } from '@dash/shared-contracts/core';
import { BeatingHeart, BouncingBall, RainCloud, Rocket, SpinningStar } from './shapes-a';
import { FloatingGhost, OceanWave, PulseRings, Sparkles, SunRays } from './shapes-b';
import './logo-animations.css';

/** The logo's hover images (spec 1 §2: ten, cycled without repeats). */
export const LOGO_ANIMATIONS: ReadonlyArray<{ name: string; Component: ComponentType }> = [
  { name: 'bouncing-ball', Component: BouncingBall },
  { name: 'spinning-star', Component: SpinningStar },
  { name: 'beating-heart', Component: BeatingHeart },
  { name: 'rain-cloud', Component: RainCloud },
  { name: 'rocket', Component: Rocket },
  { name: 'sparkles', Component: Sparkles },
  { name: 'ocean-wave', Component: OceanWave },
  { name: 'pulse-rings', Component: PulseRings },
  { name: 'sun-rays', Component: SunRays },
  { name: 'floating-ghost', Component: FloatingGhost },
];

if (LOGO_ANIMATIONS.length !== LOGO_HOVER_IMAGE_COUNT) {
  throw new Error(`The logo needs ${LOGO_HOVER_IMAGE_COUNT} hover images, found ${LOGO_ANIMATIONS.length}`);
}

export { createShuffleBag } from './shuffle-bag';
