import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * WCAG 2 A and AA rules; only serious and critical findings fail the journey. `exclude` leaves a
 * part out, e.g. a sandboxed frame that runs no script, where axe cannot be injected.
 */
export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  await renderEverySection(page);
  await finishTransitions(page);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (exclude) axe.exclude(exclude);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×, e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
}

/**
 * Sections below the first screen skip their rendering until they come near the viewport
 * (`render-when-near`, content-visibility: auto). axe measures a text's contrast against what is
 * painted behind it, and behind a skipped section that is whatever happens to be there: the home
 * page's "Associate Partners" (6.0:1 on the page's cream) was once measured failing. The sections
 * are rendered as a shopper who scrolled to them sees them.
 */
async function renderEverySection(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '.render-when-near { content-visibility: visible !important; }',
  });
}

/**
 * A colour transition still running (a button leaving its hover shade as a dialog covers it) is
 * measured half-way: a gold button was once read failing at load 19. Finite transitions and
 * animations are finished first, as a shopper sees the page a moment later; endless ones (a
 * skeleton's pulse) cannot be and are left.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation has no end to finish at.
      }
    }
  });
}
