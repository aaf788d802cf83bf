import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The rules every page is held to, signed in and out: each piece of content in a landmark, no
 * skipped heading level, and what a control shows inside its name (WCAG 2.5.3, label in name:
 * axe counts text hidden with aria-hidden as shown).
 */
export const PAGE_AXE_RULES = [
  'region',
  'heading-order',
  'landmark-one-main',
  'page-has-heading-one',
  'label-content-name-mismatch',
] as const;

/**
 * axe-core's findings on the page as it is, for the given rules, one line per rule: its id and
 * the elements that break it. axe is injected as a script: the page's context must bypass the
 * site's nonce-based CSP (`bypassCSP: true`), which would refuse it.
 */
export async function axeViolations(
  page: Page,
  rules: readonly string[],
  by: 'rule' | 'tag' = 'rule',
): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(
    async ([type, values]) => {
      const w = window as unknown as { axe: typeof axe };
      const result = await w.axe.run(document, { runOnly: { type, values } });
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    [by, [...rules]] as ['rule' | 'tag', string[]],
  );
}

/** WCAG 2.1 A and AA as axe-core tests them (contrast, names, roles, forms…), every rule of them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** axe-core's findings for every rule of WCAG 2.1 A and AA, one line per rule (as axeViolations). */
export const wcagViolations = (page: Page): Promise<string[]> =>
  axeViolations(page, WCAG_AA_TAGS, 'tag');
