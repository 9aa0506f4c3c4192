import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The suite's axe checks (@axe-core/playwright), one copy for every spec.

/** The WCAG 2.0/2.1 A and AA rules every screen is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's rules about images and their text alternatives (axe-core's `cat.text-alternatives` rules
 * that look at images): every `img`, `role="img"`, `svg[role=img]`, `input type="image"`, `object`
 * and image-map `area` has a name or is marked decorative, and no alt repeats the text beside it.
 */
export const IMAGE_RULES = [
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'input-image-alt',
  'image-redundant-alt',
  'object-alt',
  'area-alt',
] as const;

export interface AxeOptions {
  /** Only the part of the page this selector matches (default: the whole page). */
  include?: string;
  /** Record the failure and go on with the test (`expect.soft`) instead of stopping it. */
  soft?: boolean;
}

/**
 * Waits until every finite animation (fades, tiles, confetti) has finished: colours and positions are
 * only final then. Endless ones (spinners) do not hold it up.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

function builder(page: Page, include?: string): AxeBuilder {
  const axe = new AxeBuilder({ page });
  return include ? axe.include(include) : axe;
}

/** Runs axe's WCAG 2.1 A/AA rules once the page has settled: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, { include, soft = false }: AxeOptions = {}): Promise<void> {
  await settled(page);
  const { violations } = await builder(page, include).withTags(WCAG_TAGS).analyze();
  const serious = describe(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
  (soft ? expect.soft : expect)(serious, serious.join('\n')).toEqual([]);
}

/**
 * Runs only axe's image rules (IMAGE_RULES, including the best-practice image-redundant-alt) and
 * fails on ANY violation, whatever its impact. Soft by default, so one test can visit many screens
 * and report every one that fails. Returns how many elements the rules looked at (passed or not), so a
 * test can make sure the images it expects were on the page.
 */
export async function expectImageRulesPass(page: Page, { include, soft = true }: AxeOptions = {}): Promise<number> {
  await settled(page);
  const { violations, passes, incomplete } = await builder(page, include)
    .withRules([...IMAGE_RULES])
    .analyze();
  const found = describe(violations);
  (soft ? expect.soft : expect)(found, `${page.url()}\n${found.join('\n')}`).toEqual([]);
  return [...passes, ...violations, ...incomplete].reduce((sum, rule) => sum + rule.nodes.length, 0);
}
