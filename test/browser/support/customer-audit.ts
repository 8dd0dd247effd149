import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PHONE } from './page-audit';
import { navigate, networkQuiet } from './shared-sign-ins';

/** A locale's text from the locale files (what the page must show, read apart from the app's code). */
export const localeText = (locale: string, file: string, path: string): string =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      JSON.parse(readFileSync(join(__dirname, '../../../console/shared/locales', locale, `${file}.json`), 'utf8')),
    ) as string;

/** The desktop size shared signed-in pages open at (where a phone check puts the page back). */
export const DESKTOP = { width: 1360, height: 1000 };

export const ALL_LOCALES = ['en-hk', 'zh-hk', 'zh-mo', 'zh-tw', 'en-us'] as const;

/**
 * The raw leftovers a person would read on the page: a `{{…}}` placeholder, or a translation key (a
 * dotted lower-camel path such as `batch.detail.pageTitle` or `status.foo`), in the visible text, the
 * title, and the placeholders and labels of the controls. E-mail addresses, web addresses, numbers and
 * upper-case order numbers are not keys. Empty when there are none.
 */
export function rawLeftovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const labels = Array.from(
      document.querySelectorAll('[placeholder], [aria-label], [title]'),
      (el) =>
        `${el.getAttribute('placeholder') ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
    );
    const text = [document.title, document.body.innerText, ...labels].join('\n');
    // Not after a letter, digit, "@", "/", ":", "." or "-" (the inside of an address), nor before one.
    const key = /(?<![\w@/:.-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)+(?![\w@/:-])/g;
    const found = (text.match(key) ?? []).filter(
      (word) => !/^(e\.g|i\.e)$/.test(word) && !/\.(com|hk|mo|tw|org|net|io|jpg|png|pdf)$/i.test(word),
    );
    const braces = text.match(/[^\n]{0,30}\{\{[^\n]{0,30}/g) ?? [];
    return [...new Set([...braces, ...found])];
  });
}

/**
 * Brings the page to the phone's size and says what a person there could not read of the elements
 * `testIds` (missing, off the screen's sides, or covered at its middle by something else), and how
 * far the page scrolls sideways; then back to `back`. Empty when everything is there.
 */
export async function phoneMisfits(page: Page, testIds: string[], back: { width: number; height: number }) {
  await page.setViewportSize(PHONE);
  // The layout follows the width (media queries re-render): two frames later it has.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const misfits = await page.evaluate((ids) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) out.push(`page scrolls ${overflow}px sideways`);
    for (const id of ids) {
      const all = Array.from(document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`));
      if (all.length === 0) out.push(`${id} not shown`);
      for (const [n, el] of all.entries()) {
        const name = all.length > 1 ? `${id}#${n}` : id;
        if (!el.checkVisibility({ visibilityProperty: true })) {
          out.push(`${name} not shown`);
          continue;
        }
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = el.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5)
          out.push(`${name} at ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`);
        const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
        if (hit && !el.contains(hit) && !hit.contains(el))
          out.push(
            `${name} covered by ${hit.tagName.toLowerCase()}[${hit.getAttribute('data-testid') ?? hit.className}]`,
          );
      }
    }
    return out;
  }, testIds);
  await page.setViewportSize(back);
  return misfits;
}

/** The signed-in customer routes every account opens, with the test id each page renders. */
export const SIGNED_IN_ROUTES: ReadonlyArray<readonly [path: string, testId: string]> = [
  ['/dashboard', 'page-dashboard'],
  ['/dashboard/accountSettings', 'page-accountSettings'],
  ['/dashboard/batchRequest', 'page-batchRequest'],
];

/**
 * Brings the page to each route as the app's links do (no reload; an empty path: the page as it is),
 * waits for its data, and lists the raw leftovers (`rawLeftovers`), each named by `label` and route.
 */
export async function sweepRoutes(
  page: Page,
  routes: ReadonlyArray<readonly [path: string, testId: string]>,
  label: string,
): Promise<string[]> {
  const out: string[] = [];
  for (const [path, testId] of routes) {
    const quiet = networkQuiet(page);
    if (path) await navigate(page, path);
    await page.getByTestId(testId).first().waitFor({ timeout: 60_000 });
    await quiet();
    out.push(...(await rawLeftovers(page)).map((raw) => `${label} ${path || page.url()}: ${raw}`));
  }
  return out;
}
