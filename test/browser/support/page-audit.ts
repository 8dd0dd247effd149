import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFault {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * axe-core on the page as it stands, or on the element `within` selects (a dialog); the rule is 0
 * critical and 0 serious on every route and main dialog. Returns the critical and serious faults, each rule with the elements it names.
 */
export async function seriousAxeFaults(page: Page, within?: string): Promise<AxeFault[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }>;
    }
    // A colour read mid-transition (a button turning enabled as the last field is filled) is neither
    // state's, and axe judged its contrast on it: the finite transitions and animations running now
    // end first (at most 2 s; endless ones, a spinner, are not waited for).
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
    // Scoped to one element (a dialog) when a selector is given; the whole document otherwise.
    const context = selector ? { include: [selector] } : document;
    // axe gives every violation its rule's impact, so a rule rated minor or moderate can never be
    // serious or critical: those rules are not run (a fifth to a third of axe's time; `region`
    // walks the whole page). A rule without a rating still runs.
    const rules = (axe as unknown as { _audit?: { rules?: Array<{ id: string; impact?: string }> } })._audit?.rules;
    const off = (rules ?? []).filter((r) => r.impact === 'minor' || r.impact === 'moderate');
    const results = await axe.run(context, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(off.map((r) => [r.id, { enabled: false }])),
    });
    return results.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
      }));
  }, within);
}

/** How far the page scrolls sideways (0 when it fits the viewport's width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** How far the element (a table that scrolls inside its box) reaches past the width its parent gives it. */
export function reachPastBox(page: Page, testId: string): Promise<number> {
  return page.evaluate((id) => {
    const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    return Math.max(0, element.scrollWidth - element.parentElement!.clientWidth);
  }, testId);
}

/** The innermost elements that reach past the right edge (to name the culprit when a page overflows). */
export function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right <= width + 0.5 || rect.width === 0) continue;
      // Inside a scrolling box (a table container) is fine.
      let parent = el.parentElement;
      let scrolled = false;
      while (parent) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden') {
          scrolled = parent.getBoundingClientRect().right <= width + 0.5;
          break;
        }
        parent = parent.parentElement;
      }
      if (scrolled) continue;
      const overflowingChild = Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5);
      if (overflowingChild) continue;
      const id = el.getAttribute('data-testid');
      out.push(
        `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}.${String(el.className).split(' ')[0]} right=${Math.round(rect.right)}`,
      );
      if (out.length >= 4) break;
    }
    return out;
  });
}

/** The phone the issue names: every route fits 360 × 740 without scrolling sideways. */
export const PHONE = { width: 360, height: 740 };

/**
 * What a phone's operator cannot see of a console page: the page title (react-admin's, in the app
 * bar) missing, reaching past the screen's edges or cut short (an ellipsis, a clamped line), and the
 * primary buttons (the app bar's, the page's and the form's toolbars, a batch's staff actions) that
 * reach past the left or right edge. Empty when everything is there.
 */
export function cutOffControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const outside = (r: DOMRect) => r.left < -0.5 || r.right > width + 0.5;
    const title = document.getElementById('react-admin-title');
    const text = title?.innerText.trim() ?? '';
    if (!title || !text) out.push('no page title');
    else {
      const box = title.getBoundingClientRect();
      if (outside(box)) out.push(`title "${text}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
      if (title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1)
        out.push(`title "${text}" cut short`);
    }
    const primary = [
      '.RaAppBar-toolbar button',
      '.RaTopToolbar-root a',
      '.RaTopToolbar-root button',
      '.RaToolbar-root button',
      '[data-testid="admin-staff-actions"] button',
      '[data-testid="admin-open-history"]',
    ].join(', ');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(primary))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (outside(box))
        out.push(
          `button "${(el.innerText || el.getAttribute('aria-label') || '').trim()}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return out;
  });
}

/** Whether the element's box lies inside the screen's width (its left and right edges). */
export async function insideWidth(element: Locator, width: number): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}
