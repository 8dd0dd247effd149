import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { cutOffControls, insideWidth, seriousAxeFaults, sidewaysOverflow, widestElements } from './page-audit';
import { networkQuiet } from './shared-sign-ins';
import { screenshotPath } from './web-build';

/** The console's languages, in the order of its language menu (console/admin/src/app/i18n-provider.ts). */
export const LOCALES = ['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a translation key looks like when a lookup missed: `admin.batches.fields.total`. */
const DEEP_KEY = /^[a-z]+(\.[a-zA-Z_]+){2,}$/;
/**
 * The translations' namespaces, named by the locale files (`admin.display.json` → `admin`), and
 * react-admin's own `ra`: a two-part word in one of them (`status.foo`, `admin.noBuyers`) is a key.
 * Limited to these so that a shop's host (`amazon.com`), a file name (`manifest.csv`) or "e.g" is not one.
 */
const NAMESPACES = new Set([
  'ra',
  ...readdirSync(join(__dirname, '../../../console/shared/locales/en-hk')).map((f) => f.split('.')[0]),
]);
const SHORT_KEY = /^([a-z][a-zA-Z]*)(\.[a-zA-Z_][a-zA-Z0-9_]*)+$/;

/** Whether a word of a page is a translation key: two parts in a namespace of the locales, or three or more parts. */
export function isI18nKey(word: string): boolean {
  const short = SHORT_KEY.exec(word);
  return DEEP_KEY.test(word) || (short !== null && NAMESPACES.has(short[1]));
}

/** A text's raw leftovers: `{{…}}` placeholders and words that are translation keys. */
export function rawLeftovers(text: string): string[] {
  const keys = text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'“]+|[)"'”:,;!?.]+$/g, ''))
    .filter(isI18nKey);
  return [...(text.includes('{{') ? ['{{'] : []), ...keys];
}

/** The visible text's raw leftovers on the open page (with any dialog open on it). */
export async function rawText(page: Page): Promise<string[]> {
  return rawLeftovers(await page.evaluate(() => document.body.innerText));
}

/**
 * Switches the console's language from its app bar menu as an operator does: the page stays loaded
 * (no new tab, no second sign-in) and the locale's texts are fetched as the console fetches them.
 */
export async function switchLocale(page: Page, locale: Locale): Promise<void> {
  await page.locator('button[aria-controls="simple-menu"]').click();
  await page.locator('#simple-menu [role="menuitem"]').nth(LOCALES.indexOf(locale)).click();
  await page.locator('#simple-menu [role="menu"]').waitFor({ state: 'hidden' });
  const lang = `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Waits until the element `scope` selects and its containers are fully faded in (axe reads the colours as they stay). */
export async function fadedIn(page: Page, scope: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const first = document.querySelector(sel);
    if (!first) return false;
    for (let el: Element | null = first; el; el = el.parentElement)
      if (getComputedStyle(el).opacity !== '1') return false;
    return true;
  }, scope);
}

/** Any element of a console page that shows it has loaded (a list's rows or empty state, a form, a custom page). */
export const LIST_READY =
  '.RaList-main table tbody tr, .RaList-main .MuiList-root, .RaEmpty-message, [data-testid="admin-empty"]';

/** Opens a console page and waits until it shows `ready`; `settled` also waits for the network to rest. */
export async function openRoute(page: Page, baseUrl: string, route: string, ready: string, settled = true) {
  const quiet = networkQuiet(page);
  await page.goto(`${baseUrl}/admin/#${route}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  if (settled) await quiet();
}

/** What a page is, for the locales' rotation: every locale reads each kind. */
export type PageKind = 'dashboard' | 'list' | 'record' | 'form' | 'custom';
export const KINDS: PageKind[] = ['dashboard', 'list', 'record', 'form', 'custom'];
export function kindOf(route: string, ready: string): PageKind {
  if (route === '/') return 'dashboard';
  if (ready === LIST_READY) return 'list';
  if (/\/(show|history)$/.test(route)) return 'record';
  return /^\/(promo-codes|ref-[a-z-]+)\/[^/]+$/.test(route) ? 'form' : 'custom';
}

async function overflowOf(page: Page, route: string): Promise<string | null> {
  const over = await sidewaysOverflow(page);
  if (over <= 0) return null;
  await page.screenshot({ path: screenshotPath(`console-phone-${page.viewportSize()?.width}-${route}`) });
  return `${over}px too wide (${(await widestElements(page)).join(', ')})`;
}

/**
 * What an operator on a phone would miss on the open page: a page wider than the screen, a title
 * or primary button cut off, a list drawn as a table (named with the width and the route).
 */
export async function phoneProblems(page: Page, route: string, locale = 'en-hk'): Promise<string[]> {
  const at = `${locale} ${page.viewportSize()?.width ?? 0}px ${route}`;
  const over = await overflowOf(page, route);
  const table = await page.locator('.RaList-main table').count();
  return [
    ...(over ? [`${at}: ${over}`] : []),
    ...(await cutOffControls(page)).map((cut) => `${at}: ${cut}`),
    ...(table ? [`${at}: the list is a table, not a phone's list`] : []),
  ];
}

/**
 * Opens each dialog of `dialogs` (by the page that offers it and its opener's test id) and reads
 * it: raw leftovers, the dialog wider than the screen, and, when `axe` is set, axe's serious and
 * critical faults inside it. Each dialog is closed again with Escape.
 */
export async function dialogProblems(
  page: Page,
  baseUrl: string,
  dialogs: Array<[route: string, openers: string[]]>,
  locale: string,
  axe: boolean,
): Promise<string[]> {
  const out: string[] = [];
  for (const [route, openers] of dialogs) {
    await openRoute(page, baseUrl, route, `[data-testid="${openers[0]}"]`, false);
    for (const opener of openers) {
      const width = page.viewportSize()?.width ?? 0;
      const at = `${locale} ${width}px dialog of ${opener}`;
      await page.getByTestId(opener).click();
      const dialog = page.locator('[role="dialog"]').first();
      await dialog.waitFor();
      await fadedIn(page, '[role="dialog"]');
      for (const text of await rawText(page)) out.push(`${at}: ${text}`);
      if (!(await insideWidth(dialog, width))) out.push(`${at}: wider than the screen`);
      const faults = axe ? await seriousAxeFaults(page, '[role="dialog"]') : [];
      if (faults.length) out.push(`axe ${at}: ${JSON.stringify(faults)}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }
  return out;
}
